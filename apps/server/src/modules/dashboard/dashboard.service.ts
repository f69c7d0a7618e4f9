import {
  USAGE_CHART_DAYS,
  type DashboardStats,
  type UsageDay,
} from '@drape/shared/dashboard.contract';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { countGenerationsMade, listGenerationsMadeByDay } from '../credits/credits.service';
import * as repo from './dashboard.repo';

const DAY_MS = 86_400_000;

/** The last `days` UTC days ending with `today`, oldest first. */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export function zeroFill(
  days: string[],
  counts: { date: string; generations: number }[],
): UsageDay[] {
  const byDay = new Map(counts.map((c) => [c.date, c.generations]));
  return days.map((date) => ({ date, generations: byDay.get(date) ?? 0 }));
}

export async function getDashboardStats(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const days = lastDays(now, USAGE_CHART_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  // Generations made are history, counted from the ledger: deleting results from the gallery
  // does not lower them (it lowers galleryItems only).
  const [made, generations, apiCalls, balance, daily] = await Promise.all([
    countGenerationsMade(deps.db, userId),
    repo.countGenerations(deps.db, userId),
    repo.countApiCalls(deps.db, userId),
    repo.findCreditBalance(deps.db, userId),
    listGenerationsMadeByDay(deps.db, userId, since),
  ]);
  if (balance === null) throw new AppError('NOT_FOUND', 'User not found');
  return {
    totalGenerations: made,
    galleryItems: generations.completed,
    apiCalls,
    creditsRemaining: balance,
    usage: zeroFill(days, daily),
  };
}
