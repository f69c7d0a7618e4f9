import { GENERATION_COST_CREDITS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { applyLedgerEntry, getBalance } from './ledger.repo';

export async function getCreditBalance(db: Db, userId: string): Promise<number> {
  const balance = await getBalance(db, userId);
  if (balance === null) throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
  return balance;
}

/**
 * Charges one generation. Call inside the transaction that creates the generation, so a
 * refused charge (402) leaves nothing behind. Never takes a balance below zero.
 */
export async function debitForGeneration(tx: Db, userId: string, generationId: string) {
  const row = await applyLedgerEntry(tx, {
    userId,
    type: 'DEBIT',
    kind: 'usage',
    amount: GENERATION_COST_CREDITS,
    description: 'Virtual try-on generation',
    generationId,
  });
  if (!row) throw new AppError('INSUFFICIENT_CREDITS', MESSAGES.insufficientCredits);
  return row;
}

/**
 * Gives back the credit of a failed generation, at most once (a unique index on
 * generation + kind makes a second refund a no-op). Returns false when already refunded.
 */
export async function refundGeneration(
  db: Db,
  userId: string,
  generationId: string,
  reason: string,
) {
  try {
    return await db.transaction(async (tx) => {
      const row = await applyLedgerEntry(tx, {
        userId,
        type: 'CREDIT',
        kind: 'refund',
        amount: GENERATION_COST_CREDITS,
        description: `Refund: ${reason}`.slice(0, 500),
        generationId,
      });
      return row !== null;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
