import { z } from 'zod';

/** Days covered by the dashboard's usage chart, ending today (UTC). */
export const USAGE_CHART_DAYS = 30;

export const UsageDaySchema = z.object({
  /** A UTC calendar day, 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  generations: z.number().int().min(0),
});
export type UsageDay = z.infer<typeof UsageDaySchema>;

export const DashboardStatsSchema = z
  .object({
    /**
     * Generations made (studio and API keys), counted from the credit ledger's usage rows: history,
     * so deleting results does not lower it (free regenerations are not charged and not counted).
     */
    totalGenerations: z.number().int().min(0),
    /** Completed requests: what the gallery shows. */
    galleryItems: z.number().int().min(0),
    /** Requests made with any of the user's API keys. */
    apiCalls: z.number().int().min(0),
    creditsRemaining: z.number().int().min(0),
    /** Generations made per day (ledger) for the last USAGE_CHART_DAYS days, oldest first, zero-filled. */
    usage: z.array(UsageDaySchema),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const DashboardStatsResponseSchema = z.object({ data: DashboardStatsSchema });
