import { CREDIT_PACKS } from '@drape/shared/constants';
import {
  toCreditPackage,
  type Transaction,
  type TransactionPage,
  type TransactionQuery,
} from '@drape/shared/credits.contract';
import type { Db } from '../../db/client';
import type { LedgerRow } from '../../db/schema/credits';
import { ledgerStats, listLedger } from './ledger.repo';

/** Most rows a CSV export holds (newest first). */
export const EXPORT_MAX_ROWS = 10_000;

export function listPackages() {
  return CREDIT_PACKS.map(toCreditPackage);
}

export function toTransaction(row: LedgerRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    amount: row.amount,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentId: row.paymentId,
    orderId: row.orderId,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
  };
}

export async function listTransactions(
  db: Db,
  userId: string,
  query: TransactionQuery,
): Promise<TransactionPage> {
  const { rows, total } = await listLedger(
    db,
    { userId, type: query.type },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  return {
    results: rows.map(toTransaction),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

export function getTransactionStats(db: Db, userId: string) {
  return ledgerStats(db, userId);
}

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'type',
  'kind',
  'description',
  'amount',
  'status',
  'balanceBefore',
  'balanceAfter',
  'paymentId',
  'orderId',
] as const satisfies readonly (keyof Transaction)[];

/**
 * One CSV field. Text that a spreadsheet would run as a formula (= + - @, tab, CR) gets a
 * leading apostrophe; fields with separators, quotes or line breaks are quoted (RFC 4180).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportTransactionsCsv(
  db: Db,
  userId: string,
  type: TransactionQuery['type'],
): Promise<string> {
  const { rows } = await listLedger(db, { userId, type }, { offset: 0, limit: EXPORT_MAX_ROWS });
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    // Signed, as a bank statement reads: debits are negative (issue 13 §11).
    const tx = { ...toTransaction(row), amount: row.type === 'DEBIT' ? -row.amount : row.amount };
    lines.push(CSV_COLUMNS.map((c) => csvField(tx[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
