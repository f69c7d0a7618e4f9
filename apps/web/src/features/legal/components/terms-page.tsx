import { Link } from 'react-router';
import { LEGAL_EMAIL, LegalLayout, LegalSection } from './legal-layout';

/** `/terms-and-conditions`: the 13 numbered sections of spec §2. Static; makes no calls. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms and Conditions"
      intro="These terms govern your use of Drape, the AI virtual try-on and photoshoot service for fashion brands. Please read them carefully: by using Drape you agree to them."
    >
      <UsingDrape />
      <YourPartAndOurs />
      <DataAndPayment />
      <OutputAndLiability />
      <EndingAndChanges />
    </LegalLayout>
  );
}

/** Sections 1–2: agreeing to the terms and what the Service is. */
function UsingDrape() {
  return (
    <>
      <LegalSection number={1} title="Acceptance of Terms">
        <p>
          By creating an account, buying credits, calling our API or otherwise using the Drape
          website and services (together, the “Service”), you agree to these Terms and Conditions
          and to our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
          <Link to="/ai-policy">AI Policy</Link>. If you use Drape on behalf of a business, you
          confirm that you may bind that business to these terms. If you do not agree, do not use
          the Service.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Description of Service">
        <p>
          Drape lets you upload photographs of garments and of people and generates AI images of a
          person wearing a garment, including studio-style photoshoots with AI-generated models and
          backgrounds. Results are kept in your private gallery. The Service is available through
          our web application and, with an API key, through our programmatic API. Generations are
          paid for with credits.
        </p>
      </LegalSection>
    </>
  );
}

/** Sections 3–4: what users undertake, and who owns what. */
function YourPartAndOurs() {
  return (
    <>
      <LegalSection number={3} title="User Responsibilities">
        <p>You agree that you will:</p>
        <ul>
          <li>give accurate account information and keep your password and API keys secret;</li>
          <li>
            upload only images you own or are licensed to use, and photographs of people only with
            their consent (and a guardian’s consent for anyone under 18);
          </li>
          <li>
            not use the Service to create sexual, defamatory, deceptive or unlawful content, to
            impersonate any person, or to infringe anyone’s rights;
          </li>
          <li>
            not attempt to disrupt, overload, reverse-engineer or gain unauthorised access to the
            Service.
          </li>
        </ul>
        <p>You are responsible for all activity under your account and your API keys.</p>
      </LegalSection>

      <LegalSection number={4} title="Intellectual Property">
        <p>
          You keep all rights in the images you upload. You grant Drape a limited licence to store
          and process them only to provide the Service to you. Subject to these terms and full
          payment, you own the images generated for you and may use them commercially, including in
          catalogues, marketplaces and advertising. The Drape name, logo, software, models and
          website remain our property.
        </p>
      </LegalSection>
    </>
  );
}

/** Sections 5–6: privacy and how credits are paid for. */
function DataAndPayment() {
  return (
    <>
      <LegalSection number={5} title="Privacy and Data Protection">
        <p>
          Your uploads and results are private to your account. We process personal data as
          described in our <Link to="/privacy-policy">Privacy Policy</Link>, in line with the
          Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000. We
          never use your content to train AI models without your explicit permission.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Payment and Credits">
        <p>
          Generations are paid for with credits, bought in packs priced in Indian Rupees (INR) and
          inclusive of applicable taxes unless stated otherwise. Payments are processed by Razorpay;
          we do not store your card or UPI details. One generation uses one credit, deducted when
          the generation is accepted; a generation that fails for a technical reason is refunded in
          credits automatically.
        </p>
        <p>
          <strong>Credits do not expire</strong> and remain in your account for as long as it is
          open. <strong>Credits are non-refundable</strong> and cannot be exchanged for cash or
          transferred to another account, except where the law requires otherwise.
        </p>
      </LegalSection>
    </>
  );
}

/** Sections 7–9: AI output quality, liability and availability. */
function OutputAndLiability() {
  return (
    <>
      <LegalSection number={7} title="Quality of Output">
        <p>
          AI-generated images can vary. We work to give you results that represent your garment
          faithfully and will refine or regenerate outputs that are clearly unsatisfactory.
          Revisions by our team are included on premium plans (Premium and Enterprise packs and
          custom plans). You are responsible for reviewing images before you publish them and for
          any product claims you make with them.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Limitation of Liability">
        <p>
          To the fullest extent permitted by law, Drape is not liable for indirect, incidental,
          special or consequential losses, or for loss of profits, revenue, data or goodwill. Our
          total liability arising from or relating to the Service is limited to the amounts you paid
          to Drape in the twelve (12) months before the event giving rise to the claim.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Service Availability">
        <p>
          We aim to keep Drape available at all times but do not guarantee uninterrupted service. We
          may carry out maintenance, and processing times (typically 30–60 seconds per image) may be
          longer at busy periods. We may change or discontinue features with reasonable notice.
        </p>
      </LegalSection>
    </>
  );
}

/** Sections 10–13: termination, law, changes and contact. */
function EndingAndChanges() {
  return (
    <>
      <LegalSection number={10} title="Termination">
        <p>
          You may close your account at any time from your profile. We may suspend or close accounts
          that breach these terms, with notice where practical. On closure your uploads and results
          are deleted as described in our Privacy Policy; unused credits are not refunded.
        </p>
      </LegalSection>

      <LegalSection number={11} title="Governing Law">
        <p>
          These terms are governed by the laws of India. Any dispute is subject to the exclusive
          jurisdiction of the courts at Bengaluru, Karnataka, after the parties have tried in good
          faith to resolve it within 30 days.
        </p>
      </LegalSection>

      <LegalSection number={12} title="Changes to Terms">
        <p>
          We may update these terms. We will post the new version here with its date and, for
          material changes, notify you by e-mail at least 15 days before they apply. Continuing to
          use Drape after that means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection number={13} title="Contact Information">
        <p>
          Questions about these terms: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. Drape,
          Bengaluru, Karnataka, India.
        </p>
      </LegalSection>
    </>
  );
}
