import { LEGAL_EMAIL, LegalLayout, LegalSection } from './legal-layout';

/** `/ai-policy`: how Drape's AI works, what it may be used for, and how we treat your content. */
export function AiPolicyPage() {
  return (
    <LegalLayout
      title="AI Policy"
      intro="Drape uses AI to dress garments on models. This policy explains how the technology works, the commitments we make about your content, and what the Service may and may not be used for."
    >
      <HowTheAiTreatsYourContent />
      <UsesAndTransparency />
      <AccuracyAndQuestions />
    </LegalLayout>
  );
}

/** How the AI works, no training on uploads, consent. */
function HowTheAiTreatsYourContent() {
  return (
    <>
      <LegalSection title="How Drape’s AI works">
        <p>
          When you start a generation, Drape analyses the person image (body pose and outline) and
          the garment image, fits the garment to the person, and composes a final image. Depending
          on your plan this runs on our own servers or on GPU model servers operated for us. Every
          result records which engine made it.
        </p>
      </LegalSection>

      <LegalSection title="No training on your content">
        <p>
          Your uploads and generated images are <strong>never</strong> used to train or improve AI
          models without your explicit, separate permission, which you can withdraw at any time.
          Content is processed only to produce your results.
        </p>
      </LegalSection>

      <LegalSection title="Consent and likeness">
        <ul>
          <li>Upload photos of real people only with their informed consent.</li>
          <li>Do not upload images of minors without a parent’s or guardian’s consent.</li>
          <li>
            Do not use Drape to depict a person in a way they have not agreed to, or to impersonate
            anyone.
          </li>
        </ul>
      </LegalSection>
    </>
  );
}

/** What Drape may not be used for, and how results are labelled. */
function UsesAndTransparency() {
  return (
    <>
      <LegalSection title="Prohibited uses">
        <ul>
          <li>sexual or nude imagery of any kind;</li>
          <li>deepfakes intended to deceive, harass, defame or commit fraud;</li>
          <li>content that infringes someone else’s designs, trademarks or copyright;</li>
          <li>content that is unlawful under Indian law.</li>
        </ul>
        <p>
          We may suspend accounts that break these rules and report unlawful content to the
          authorities.
        </p>
      </LegalSection>

      <LegalSection title="Transparency">
        <p>
          Images made with Drape are AI-generated. When you publish them, we encourage you to say so
          — for example “AI-generated model” in a product listing — and to make sure colours and
          details match the garment you sell.
        </p>
      </LegalSection>
    </>
  );
}

/** Human review and where to report. */
function AccuracyAndQuestions() {
  return (
    <>
      <LegalSection title="Accuracy and human review">
        <p>
          AI can make mistakes: a border may blur or a drape may fall unnaturally. Review every
          image before you publish it. If an output is unsatisfactory, tell us and we will refine or
          regenerate it free of charge.
        </p>
      </LegalSection>

      <LegalSection title="Questions and reports">
        <p>
          To ask about this policy or report misuse, write to{' '}
          <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
        </p>
      </LegalSection>
    </>
  );
}
