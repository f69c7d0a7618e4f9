import { GENERATION_COST_CREDITS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  applyLedgerEntry,
  countUsageRows,
  countUsageRowsByDay,
  findUserIdByEmail,
  getBalance,
} from './ledger.repo';

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
 * Charges one photoshoot image under its charge id (a new one per retry, so each charge can be
 * refunded once). Call inside the shoot's transaction; null when the balance is short.
 */
export function debitForPhotoshootImage(tx: Db, userId: string, chargeId: string) {
  return applyLedgerEntry(tx, {
    userId,
    type: 'DEBIT',
    kind: 'usage',
    amount: GENERATION_COST_CREDITS,
    description: 'Photoshoot image',
    generationId: chargeId,
  });
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

/**
 * An operator's adjustment (the `server credits grant` command): a positive amount adds
 * credits, a negative one removes them but never below zero (refused instead).
 */
export async function grantCredits(
  db: Db,
  input: { email: string; amount: number; reason: string },
): Promise<{ userId: string; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount === 0) {
    throw new AppError('VALIDATION_ERROR', 'amount must be a non-zero whole number');
  }
  const reason = input.reason.trim();
  if (!reason) throw new AppError('VALIDATION_ERROR', 'a reason is required');
  const userId = await findUserIdByEmail(db, input.email.trim());
  if (!userId) throw new AppError('NOT_FOUND', `No account with the email ${input.email}`);
  const row = await db.transaction((tx) =>
    applyLedgerEntry(tx, {
      userId,
      type: input.amount > 0 ? 'CREDIT' : 'DEBIT',
      kind: 'adjustment',
      amount: Math.abs(input.amount),
      description: `Adjustment: ${reason}`.slice(0, 500),
    }),
  );
  if (!row) {
    const balance = await getCreditBalance(db, userId);
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `Cannot remove ${Math.abs(input.amount)} credits: the balance is only ${balance}`,
    );
  }
  return { userId, balance: row.balanceAfter };
}

/** The welcome bonus of a new account. Call inside the transaction that creates the user. */
export async function grantTrialCredits(tx: Db, userId: string, amount: number): Promise<void> {
  await applyLedgerEntry(tx, {
    userId,
    type: 'CREDIT',
    kind: 'bonus',
    amount,
    description: `Welcome bonus: ${amount} free try-on credits`,
  });
}

/** Adds a paid pack's credits. Call inside the transaction that marks the order paid. */
export function creditPurchase(
  tx: Db,
  input: {
    userId: string;
    credits: number;
    description: string;
    paymentId: string;
    orderId: string;
  },
) {
  return applyLedgerEntry(tx, {
    userId: input.userId,
    type: 'CREDIT',
    kind: 'purchase',
    amount: input.credits,
    description: input.description,
    paymentId: input.paymentId,
    orderId: input.orderId,
  });
}

/**
 * How many generations the user has made: the ledger's `usage` rows, one per accepted
 * generation. History, so deleting results from the gallery does not lower it.
 */
export function countGenerationsMade(db: Db, userId: string): Promise<number> {
  return countUsageRows(db, userId);
}

/** Generations made per UTC day since `since` (from the ledger); days without any are absent. */
export function listGenerationsMadeByDay(db: Db, userId: string, since: Date) {
  return countUsageRowsByDay(db, userId, since);
}
