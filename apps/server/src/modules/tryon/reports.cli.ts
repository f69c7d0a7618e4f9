import { parseArgs } from 'node:util';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { csvField } from '../credits/transactions.service';
import { listReportsForOperator } from './reports.repo';

const COLUMNS = [
  'id',
  'createdAt',
  'email',
  'userId',
  'generationId',
  'reason',
  'details',
  'regenerationId',
  'regenerationStatus',
] as const;
type ReportLine = Record<(typeof COLUMNS)[number], string | null>;

export const REPORTS_USAGE = `reports list [--since YYYY-MM-DD] [--limit N] [--format table|csv|json]
            "Not happy with this result?" reports, newest first (default: table, 100 rows)`;

async function listReportLines(db: Db, since: Date | undefined, limit: number) {
  const rows = await listReportsForOperator(db, { since, limit });
  return rows.map((r): ReportLine => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    email: r.email ?? '(deleted account)',
  }));
}

function formatLines(lines: ReportLine[], format: string): string {
  if (format === 'json') return JSON.stringify(lines, null, 2);
  if (format === 'csv') {
    const body = lines.map((l) => COLUMNS.map((c) => csvField(l[c])).join(','));
    return [COLUMNS.join(','), ...body].join('\r\n');
  }
  if (lines.length === 0) return 'no reports';
  return lines
    .map((l) =>
      `${l.createdAt}  ${l.email}  ${l.reason}${l.details ? ` "${l.details}"` : ''}  generation ${l.generationId}  regeneration ${l.regenerationId ?? '-'} ${l.regenerationStatus ?? ''}`.trimEnd(),
    )
    .join('\n');
}

/** `server reports list …`: what users reported, for the operator, as a table, CSV or JSON. */
export async function runReportsCommand(db: Db, args: string[]): Promise<string> {
  const [sub, ...rest] = args;
  if (sub !== 'list')
    throw new AppError('VALIDATION_ERROR', `unknown command "reports ${sub ?? ''}"`);
  const { values } = parseArgs({
    args: rest,
    options: {
      since: { type: 'string' },
      limit: { type: 'string', default: '100' },
      format: { type: 'string', default: 'table' },
    },
  });
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined;
  if (since && Number.isNaN(since.getTime())) {
    throw new AppError('VALIDATION_ERROR', '--since must be a date, YYYY-MM-DD');
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
    throw new AppError('VALIDATION_ERROR', '--limit must be a whole number from 1 to 100000');
  }
  if (!['table', 'csv', 'json'].includes(values.format)) {
    throw new AppError('VALIDATION_ERROR', '--format must be table, csv or json');
  }
  return formatLines(await listReportLines(db, since, limit), values.format);
}
