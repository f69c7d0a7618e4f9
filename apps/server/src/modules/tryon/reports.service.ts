import {
  REPORT_MESSAGES,
  type GenerationReport,
  type ReportResultInput,
  type ReportResultResponse,
} from '@drape/shared/tryon-reports.contract';
import type { Db } from '../../db/client';
import type { GenerationReportRow, VtonRequestRow } from '../../db/schema/tryon';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../plugins/authenticate';
import {
  countGenerationsMade,
  getCreditBalance,
  refundGeneration,
} from '../credits/credits.service';
import * as reports from './reports.repo';
import * as repo from './tryon.repo';
import { TRYON_JOB } from './tryon.handler';

type Deps = Pick<AppDeps, 'db' | 'config' | 'queue' | 'live'>;
type Input = Omit<ReportResultInput, 'regenerate'> & { regenerate: boolean };

const DAY_MS = 86_400_000;

export function toGenerationReport(row: GenerationReportRow): GenerationReport {
  return {
    id: row.id,
    generationId: row.generationId,
    userId: row.userId,
    reason: row.reason,
    details: row.details,
    regenerationId: row.regenerationId,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertReportable(row: VtonRequestRow | null): asserts row is VtonRequestRow {
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
  if (row.isFree) throw new AppError('CONFLICT', REPORT_MESSAGES.freeRegeneration);
  if (row.reportedAt) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReported);
  if (row.status !== 'COMPLETED') throw new AppError('CONFLICT', REPORT_MESSAGES.notCompleted);
}

/** The two abuse caps: reports in any 24 hours, and reports as a share of generations made. */
async function assertWithinCaps(tx: Db, deps: Deps, userId: string) {
  const daily = deps.config.REPORT_DAILY_LIMIT;
  const today = await reports.countReportsSince(tx, userId, new Date(Date.now() - DAY_MS));
  if (today >= daily) {
    throw new AppError('REPORT_LIMIT_REACHED', REPORT_MESSAGES.dailyLimit(daily), undefined, {
      'retry-after': String(DAY_MS / 1000),
    });
  }
  const percent = deps.config.REPORT_MAX_SHARE_PERCENT;
  const allowed = Math.ceil(((await countGenerationsMade(tx, userId)) * percent) / 100);
  if ((await reports.countReports(tx, userId)) >= allowed) {
    throw new AppError('REPORT_LIMIT_REACHED', REPORT_MESSAGES.shareLimit(percent));
  }
}

/** A free copy of the original with the adjusted options, queued in the caller's transaction. */
async function startFreeRegeneration(
  tx: Db,
  deps: Deps,
  original: VtonRequestRow,
  options: Input['options'],
) {
  const row = await repo.insertRequest(tx, {
    userId: original.userId,
    apiKeyId: original.apiKeyId,
    personUploadId: original.personUploadId,
    garmentUploadId: original.garmentUploadId,
    personImageKey: original.personImageKey,
    garmentImageKey: original.garmentImageKey,
    category: options?.category ?? original.category,
    mode: options?.mode ?? original.mode,
    garmentPhotoType: options?.garmentPhotoType ?? original.garmentPhotoType,
    title: original.title,
    sku: original.sku,
    isFree: true,
    regeneratedFromId: original.id,
    status: 'PENDING',
    stage: 'queued',
  });
  await deps.queue.enqueue(
    tx,
    TRYON_JOB,
    { generationId: row.id },
    { maxAttempts: deps.config.JOB_MAX_ATTEMPTS },
  );
  return row;
}

/**
 * "Not happy with this result?": in ONE transaction, records the report, refunds the result's
 * credit as a `refund` ledger row and queues a free regeneration. A result is reported once
 * (row lock + unique index), within the user's caps (counted under a per-user lock).
 */
export async function reportResult(
  deps: Deps,
  auth: AuthContext,
  generationId: string,
  input: Input,
): Promise<ReportResultResponse['data']> {
  try {
    const out = await deps.db.transaction(async (tx) => {
      await reports.lockUserReports(tx, auth.userId);
      const original = await reports.lockOwnedRequest(tx, auth.userId, generationId);
      assertReportable(original);
      await assertWithinCaps(tx, deps, auth.userId);
      let report = await reports.insertReport(tx, {
        userId: auth.userId,
        generationId,
        reason: input.reason,
        details: input.details ?? null,
      });
      const why = `Not happy with the result (${input.reason})`;
      if (!(await refundGeneration(tx, auth.userId, generationId, why))) {
        throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReported);
      }
      await reports.markReported(tx, generationId);
      const again = input.regenerate
        ? await startFreeRegeneration(tx, deps, original, input.options)
        : null;
      if (again) report = await reports.setRegeneration(tx, report.id, again.id);
      return { report, again };
    });
    if (out.again) {
      deps.queue.notify(TRYON_JOB);
      deps.live.publish(out.again.id, out.again);
    }
    return {
      report: toGenerationReport(out.report),
      balance: await getCreditBalance(deps.db, auth.userId),
      regeneration: out.again ? { id: out.again.id, status: out.again.status } : null,
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReported);
    throw err;
  }
}
