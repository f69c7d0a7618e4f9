import { expect } from 'vitest';
import { applyLedgerEntry } from '../src/modules/credits/ledger.repo';
import { TRYON_JOB } from '../src/modules/tryon/tryon.handler';
import type { TestApp, TestUser } from './helpers';
import { makeJpeg, makePng, multipart } from './images';

export async function uploadImage(t: TestApp, user: TestUser, folder: string, png = false) {
  const body = multipart([
    { name: 'folder', value: folder },
    {
      name: 'file',
      value: png ? await makePng(48, 64) : await makeJpeg(48, 64),
      filename: png ? 'g.png' : 'p.jpg',
    },
  ]);
  const res = await t.call({
    method: 'POST',
    url: '/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
  expect(res.status).toBe(201);
  return res.body.data[0] as { url: string; key: string; id: string };
}

export async function uploadPair(t: TestApp, user: TestUser) {
  const person = await uploadImage(t, user, 'vton-persons');
  const garment = await uploadImage(t, user, 'vton-garments', true);
  return { personImageUrl: person.url, garmentImageUrl: garment.url };
}

export function generate(
  t: TestApp,
  headers: Record<string, string>,
  payload: { personImageUrl: string; garmentImageUrl: string },
  extra: Record<string, string> = {},
) {
  return t.call({
    method: 'POST',
    url: '/v1/vton/generate',
    payload,
    headers: { ...headers, ...extra },
  });
}

export async function status(t: TestApp, user: TestUser, id: string) {
  return t.call({ method: 'GET', url: `/v1/vton/status/${id}`, headers: user.headers });
}

export async function setBalance(t: TestApp, userId: string, target: number) {
  const [row] = await t.database.query<{ credit_balance: number }>(
    'SELECT credit_balance FROM users WHERE id = $1',
    [userId],
  );
  const diff = target - (row?.credit_balance ?? 0);
  if (diff === 0) return;
  await t.database.db.transaction(async (tx) => {
    await applyLedgerEntry(tx, {
      userId,
      type: diff > 0 ? 'CREDIT' : 'DEBIT',
      kind: 'adjustment',
      amount: Math.abs(diff),
      description: 'test setup',
    });
  });
}

export async function balanceOf(t: TestApp, userId: string) {
  const [row] = await t.database.query<{ credit_balance: number }>(
    'SELECT credit_balance FROM users WHERE id = $1',
    [userId],
  );
  return row?.credit_balance;
}

export async function ledgerKinds(t: TestApp, generationId: string) {
  const rows = await t.database.query<{ kind: string }>(
    'SELECT kind FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at',
    [generationId],
  );
  return rows.map((r) => r.kind).sort();
}

/** Runs try-on jobs until none is ready. */
export async function drain(t: TestApp) {
  let n = 0;
  while (await t.ctx.worker.runOnce(TRYON_JOB)) n += 1;
  return n;
}
