// Credits and payments: complete sandbox purchases per second (create-order → sandbox pay →
// verify, the same verify path as Razorpay), a storm of duplicate verifies of one payment
// (must credit exactly once), and history reads, on PGlite and on PostgreSQL.
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  printTable,
  registerBenchUser,
  startDrape,
} from './lib/server-process';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const PURCHASERS = 10;
const STORM = 50;

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function buy(base: string, token: string) {
  const order = await post<{ orderId: string }>(`${base}/v1/payments/create-order`, token, {
    packId: 'starter',
  });
  const paid = await post<Record<string, string>>(`${base}/v1/payments/sandbox/pay`, token, {
    orderId: order.orderId,
    outcome: 'success',
  });
  const { status: _status, ...checkout } = paid;
  return checkout;
}

async function balance(base: string, token: string) {
  const res = await fetch(`${base}/v1/credits/balance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

async function run(label: string, env: Record<string, string>) {
  // The bench runs the server with NODE_ENV=production, where the sandbox checkout is off by
  // default (purchases answer 503 without Razorpay keys): switch it on explicitly.
  const server = await startDrape({ PAYMENTS_SANDBOX: 'true', ...env });
  try {
    const users = await Promise.all(
      Array.from({ length: PURCHASERS }, () => registerBenchUser(server.url)),
    );
    // Purchases: each user buys in a loop for DURATION seconds.
    const latencies: number[] = [];
    const deadline = Date.now() + DURATION * 1000;
    await Promise.all(
      users.map(async ({ accessToken }) => {
        while (Date.now() < deadline) {
          const t0 = performance.now();
          await post(
            `${server.url}/v1/payments/verify`,
            accessToken,
            await buy(server.url, accessToken),
          );
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    const purchases = [
      `${label}: purchase (3 calls)`,
      Math.round(latencies.length / DURATION),
      pct(0.5).toFixed(1),
      pct(0.99).toFixed(1),
      'ok',
    ];

    // Duplicate storm: one payment verified STORM times at once.
    const victim = users[0] as { accessToken: string };
    const before = await balance(server.url, victim.accessToken);
    const checkout = await buy(server.url, victim.accessToken);
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: STORM }, () =>
        post<{ alreadyCredited: boolean }>(
          `${server.url}/v1/payments/verify`,
          victim.accessToken,
          checkout,
        ),
      ),
    );
    const stormMs = performance.now() - t0;
    const credited = results.filter((r) => !r.alreadyCredited).length;
    const gained = (await balance(server.url, victim.accessToken)) - before;
    const exactlyOnce =
      credited === 1 && gained === 50 ? 'credited once' : `WRONG: ${credited} credits, +${gained}`;
    const storm = [
      `${label}: ${STORM} concurrent verifies of one payment`,
      Math.round((STORM / stormMs) * 1000),
      '-',
      stormMs.toFixed(0),
      exactlyOnce,
    ];

    const history = await autocannon({
      url: `${server.url}/v1/transactions/my?limit=20`,
      connections: 20,
      duration: DURATION,
      headers: { authorization: `Bearer ${victim.accessToken}` },
    });
    if (history.non2xx || history.errors)
      throw new Error(`history: ${history.non2xx} non-2xx, ${history.errors} errors`);
    const reads = [
      `${label}: GET /transactions/my`,
      Math.round(history.requests.average),
      history.latency.p50.toFixed(1),
      history.latency.p99.toFixed(1),
      'ok',
    ];
    if (exactlyOnce !== 'credited once') process.exitCode = 1;
    return [purchases, storm, reads];
  } finally {
    await server.stop();
  }
}

const rows: (string | number)[][] = [];
rows.push(...(await run('PGlite', {})));
const pgDb = await createBenchDatabase();
if (pgDb) {
  try {
    rows.push(...(await run('PostgreSQL', { DATABASE_URL: pgDb.url })));
  } finally {
    await pgDb.drop();
  }
}
process.stdout.write(
  `\n### Credits and payments (sandbox provider, ${PURCHASERS} concurrent buyers, ${DURATION}s)\n\n`,
);
printTable(['scenario', 'per second', 'p50 ms', 'p99 ms (storm: total ms)', 'check'], rows);
