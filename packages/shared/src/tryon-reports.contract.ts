import { z } from 'zod';
import { dataOf } from './common.contract';
import { GenerateOptionsSchema } from './tryon-options.contract';

/** "Not happy with this result?" (issue 13 §2): why the owner rejects a result. */
export const REPORT_REASONS = [
  'wrong-fit',
  'wrong-length',
  'face-or-hands-changed',
  'colours-wrong',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'wrong-fit': 'Wrong fit',
  'wrong-length': 'Wrong length',
  'face-or-hands-changed': 'Face or hands changed',
  'colours-wrong': 'Colours wrong',
  other: 'Other',
};
export const REPORT_DETAILS_MAX = 500;

export const REPORT_MESSAGES = {
  title: 'Not happy with this result?',
  otherNeedsText: 'Please tell us what went wrong',
  notCompleted: 'Only a finished result can be reported',
  alreadyReported: 'This result has already been reported',
  freeRegeneration: 'This result is already a free regeneration and cannot be reported again',
  refunded: 'Your credit has been refunded',
  dailyLimit: (n: number) =>
    `You can report at most ${n} results a day. Please contact us if something is wrong.`,
  shareLimit: (percent: number) =>
    `Free regenerations are limited to ${percent}% of your generations. Please contact us if something is wrong.`,
} as const;

/**
 * POST /v1/vton/{id}/report. `options` adjust the free regeneration (the original's are reused
 * for any left out); `regenerate: false` only refunds.
 */
export const ReportResultInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
    regenerate: z.boolean().default(true),
    options: GenerateOptionsSchema.pick({
      mode: true,
      category: true,
      garmentPhotoType: true,
    }).optional(),
  })
  .refine((v) => v.reason !== 'other' || !!v.details, {
    message: REPORT_MESSAGES.otherNeedsText,
    path: ['details'],
  });
export type ReportResultInput = z.input<typeof ReportResultInputSchema>;

export const GenerationReportSchema = z
  .object({
    id: z.uuid(),
    generationId: z.uuid(),
    userId: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    /** The free regeneration started for it, if any. */
    regenerationId: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'GenerationReport' });
export type GenerationReport = z.infer<typeof GenerationReportSchema>;

export const ReportResultResponseSchema = dataOf(
  z.object({
    report: GenerationReportSchema,
    /** The balance after the refund. */
    balance: z.number().int(),
    regeneration: z.object({ id: z.uuid(), status: z.string() }).nullable(),
  }),
);
export type ReportResultResponse = z.infer<typeof ReportResultResponseSchema>;
