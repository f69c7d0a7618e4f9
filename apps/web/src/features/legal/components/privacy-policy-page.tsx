import { Link } from 'react-router';
import { LegalLayout, LegalSection } from './legal-layout';

const PRIVACY_EMAIL = 'privacy@drape.in';

/** `/privacy-policy`: what we collect, why, who processes it, and the rights of data principals. */
export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro="Your garments are unreleased designs and your photos are personal. This policy explains what Drape collects, why, how long we keep it, and the choices you have."
    >
      <WhatWeCollect />
      <HowWeUseIt />
      <ProcessorsAndRetention />
      <CookiesAndContact />
    </LegalLayout>
  );
}

/** The data Drape holds. */
function WhatWeCollect() {
  return (
    <>
      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, a hashed password, and your
            settings.
          </li>
          <li>
            <strong>Content:</strong> the person and garment images you upload and the images Drape
            generates.
          </li>
          <li>
            <strong>Payment data:</strong> credit purchases, amounts and Razorpay order and payment
            identifiers. Card, UPI and bank details go directly to Razorpay and never reach our
            servers.
          </li>
          <li>
            <strong>Usage data:</strong> generations, API key usage, IP address and device
            information for security and rate limiting.
          </li>
          <li>
            <strong>Enquiries:</strong> what you send through our contact form.
          </li>
        </ul>
      </LegalSection>
    </>
  );
}

/** What the data is used for; uploads stay private. */
function HowWeUseIt() {
  return (
    <>
      <LegalSection title="How we use it">
        <ul>
          <li>
            to run the Service: generate try-on images, keep your gallery, and keep your credit
            balance correct;
          </li>
          <li>to process payments and keep records required by Indian tax law;</li>
          <li>to secure accounts, prevent abuse and enforce our Terms;</li>
          <li>to send the service e-mails you have chosen in your notification preferences;</li>
          <li>to answer your enquiries.</li>
        </ul>
        <p>
          We do <strong>not</strong> sell personal data and we do <strong>not</strong> use your
          uploads or results to train AI models without your explicit permission. See our{' '}
          <Link to="/ai-policy">AI Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Your uploads stay private">
        <p>
          Uploaded and generated images are visible only to your account, and are served only
          through short-lived signed links. Our staff do not look at them except when you ask for
          support or when the law requires it.
        </p>
      </LegalSection>
    </>
  );
}

/** Who processes data for us, how long it is kept, your rights. */
function ProcessorsAndRetention() {
  return (
    <>
      <LegalSection title="Who processes data for us">
        <p>
          We use a small number of processors under contract: Razorpay for payments, our cloud
          hosting and storage provider, and an e-mail delivery provider. Each receives only what it
          needs to perform its service.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          Content is kept until you delete it or close your account, and is removed from backups
          within 30 days after that. Payment records are kept for eight years, as Indian tax law
          requires. Security logs are kept for up to 180 days.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>
          Under the Digital Personal Data Protection Act, 2023 you may access, correct and erase
          your personal data, withdraw consent, and nominate another person to exercise your rights.
          You can export all your data or delete your account from your profile at any time, or
          write to us.
        </p>
      </LegalSection>
    </>
  );
}

/** Browser storage and the grievance officer. */
function CookiesAndContact() {
  return (
    <>
      <LegalSection title="Cookies and storage">
        <p>
          Drape uses your browser’s storage only for what the Service needs: keeping you signed in
          and remembering your theme. We do not use advertising cookies.
        </p>
      </LegalSection>

      <LegalSection title="Grievance Officer and contact">
        <p>
          For any privacy question, request or complaint, write to our Grievance Officer at{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We acknowledge within 48 hours
          and resolve within 30 days. You may also approach the Data Protection Board of India.
        </p>
      </LegalSection>
    </>
  );
}
