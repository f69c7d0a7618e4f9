import { useState, type FormEvent } from 'react';
import { submitContact, type ContactField, type ContactFormValues } from '../api/submit-contact';

/** The spec's contact-form messages (§8); the server answers with the same success sentence. */
export const CONTACT_FORM_MESSAGES = {
  success: "Thank you! We'll get back to you soon.",
  failure: 'Something went wrong. Please try again.',
  network: 'Network error. Please try again.',
} as const;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', company: '', message: '' };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<ContactField, string>>;

/** Same rules as ContactInputSchema, without shipping zod to the landing page. */
function validate(v: ContactFormValues): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (!v.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(v.email.trim())) errors.email = 'Invalid email address';
  if (!v.message.trim()) errors.message = 'Message is required';
  return errors;
}

/** State machine of the contact form: idle → submitting → success (cleared) | failure. */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const setField = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setStatus(null);
    const result = await submitContact(values);
    setSubmitting(false);
    switch (result.kind) {
      case 'ok':
        setValues(EMPTY);
        setStatus(CONTACT_FORM_MESSAGES.success);
        break;
      case 'failed':
        setErrors(result.fieldErrors);
        setStatus(CONTACT_FORM_MESSAGES.failure);
        break;
      case 'network':
        setStatus(CONTACT_FORM_MESSAGES.network);
        break;
    }
  };

  return { values, errors, isSubmitting, status, setField, onSubmit };
}
