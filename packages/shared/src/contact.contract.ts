import { z } from 'zod';
import { EmailSchema, safeMultilineText, safeText } from './common.contract';

// The landing page's contact form (spec §3 Contact form, §5 Contact, §8 Contact form).

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_COMPANY_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

/** The messages the landing page shows after a submission (§8). */
export const CONTACT_MESSAGES = {
  success: "Thank you! We'll get back to you soon.",
  failure: 'Something went wrong. Please try again.',
  network: 'Network error. Please try again.',
} as const;

/** Empty optional fields arrive as '' from the form; they are stored as absent. */
const optionalText = (max: number, label: string) =>
  safeText(max, { tooLong: `${label} must be ${max} characters or less` })
    .optional()
    .transform((v) => (v ? v : undefined));

export const ContactInputSchema = z.object({
  name: safeText(CONTACT_NAME_MAX, {
    tooLong: `Name must be ${CONTACT_NAME_MAX} characters or less`,
    required: 'Name is required',
  }).min(1, 'Name is required'),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_EMAIL_MAX, 'Invalid email address')
    .pipe(EmailSchema),
  phone: optionalText(CONTACT_PHONE_MAX, 'Phone number').refine(
    (v) => v === undefined || /^[+\d][\d\s().-]*$/.test(v),
    'Invalid phone number',
  ),
  company: optionalText(CONTACT_COMPANY_MAX, 'Company'),
  message: safeMultilineText(CONTACT_MESSAGE_MAX, {
    tooLong: `Message must be ${CONTACT_MESSAGE_MAX} characters or less`,
    required: 'Message is required',
  }).min(1, 'Message is required'),
});
export type ContactInput = z.input<typeof ContactInputSchema>;
export type ContactMessageInput = z.output<typeof ContactInputSchema>;

export const ContactResponseSchema = z.object({
  data: z.object({ id: z.uuid(), message: z.string() }),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
