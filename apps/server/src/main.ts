import { buildHttpApp } from './app';
import { isCliCommand, runCli } from './cli';
import { UPDATES_USAGE } from './modules/announcements/announcements.cli';
import { REPORTS_USAGE } from './modules/tryon/reports.cli';
import { ConfigError, loadConfig, type Config } from './config';
import { createContext, openConfiguredDatabase, type AppContext } from './context';
import { migrate } from './db/migrate';
import { DataDirLockedError } from './lib/data-dir-lock';
import { startPaymentsReconciler } from './modules/payments/payments.reconciler';
import { runWorker } from './worker';

const USAGE = `Usage: server <command>

Commands:
  all       serve the API and the web app, with an in-process worker (default)
  serve     serve the API and the web app only
  worker    run the job workers only (scaled mode, needs DATABASE_URL)
  migrate   apply database migrations and exit
  credits grant --email <e> --amount <n> --reason <text>
            add (or with a negative amount remove) credits as an 'adjustment' ledger row
  payments reconcile
            ask Razorpay about unpaid orders and credit the paid ones (also runs every
            minute inside \`all\`)
  payments duplicates
            list second captured payments for already-paid orders (to refund)
  ${REPORTS_USAGE}
  ${UPDATES_USAGE}`;

/** Stops taking connections, lets in-flight work finish, then closes the context. */
function closeOnSignals(ctx: AppContext, close: () => Promise<void>) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      ctx.deps.log.info(`${signal} received: shutting down`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      close()
        .then(() => ctx.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

/** `all`, `serve`: the HTTP shell (and with `all` the worker and the reconciler) on one context. */
async function serve(config: Config, withWorker: boolean) {
  const ctx = await createContext(config);
  const app = await buildHttpApp(ctx);
  if (withWorker) await runWorker(ctx);
  const stopReconciler = withWorker ? startPaymentsReconciler(ctx.deps) : () => undefined;
  await app.listen({ port: config.PORT, host: config.HOST });
  ctx.deps.log.info(`Drape is running at ${config.PUBLIC_URL}`);
  closeOnSignals(ctx, () => {
    stopReconciler();
    return app.close();
  });
}

async function work(config: Config) {
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'server worker needs DATABASE_URL (PGlite is one process: use `all` for the embedded mode)',
    ]);
  }
  const ctx = await createContext(config);
  await runWorker(ctx);
  closeOnSignals(ctx, () => ctx.worker.stop());
}

async function main(argv: string[]) {
  const [command = 'all', ...args] = argv;
  if (command === '--help' || command === 'help') return void process.stdout.write(`${USAGE}\n`);
  const config = loadConfig();
  if (command === 'all' || command === 'serve') return serve(config, command === 'all');
  if (command === 'worker') return work(config);
  if (command === 'migrate') {
    const database = await openConfiguredDatabase(config);
    const applied = await migrate(database);
    await database.close();
    return void process.stdout.write(
      applied.length ? `applied: ${applied.join(', ')}\n` : 'up to date\n',
    );
  }
  if (!isCliCommand(command))
    throw new ConfigError([`unknown command "${command}" ${args.join(' ')}\n\n${USAGE}`]);
  const ctx = await createContext({ ...config, LOG_LEVEL: 'warn' });
  try {
    process.stdout.write(`${await runCli(ctx, command, args)}\n`);
  } finally {
    await ctx.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : ((err as Error).stack ?? String(err))}\n`,
  );
  process.exit(1);
});
