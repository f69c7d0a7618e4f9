import type { FastifyInstance } from 'fastify';
import { buildApp, openConfiguredDatabase } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { runMoneyCommand } from './modules/credits/credits.cli';
import { startPaymentsReconciler } from './modules/payments/payments.reconciler';

const USAGE = `Usage: server <command>

Commands:
  all       serve the API and the web app, with an in-process worker (default)
  serve     serve the API and the web app only
  worker    run generation workers only (scaled mode, needs DATABASE_URL)
  migrate   apply database migrations and exit
  credits grant --email <e> --amount <n> --reason <text>
            add (or with a negative amount remove) credits as an 'adjustment' ledger row
  payments reconcile
            ask Razorpay about unpaid orders and credit the paid ones (also runs every
            minute inside \`all\`)`;

async function serve(config: Config, opts: { worker: boolean }): Promise<FastifyInstance> {
  const app = await buildApp(config);
  if (opts.worker) await app.startWorker?.();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Drape is running at ${config.PUBLIC_URL}`);
  return app;
}

/** Stops taking connections, lets in-flight requests finish, then closes the database. */
function closeOnSignals(close: () => Promise<void>, log: (msg: string) => void) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log(`${signal} received: shutting down`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

async function main(argv: string[]) {
  const [command = 'all', ...args] = argv;
  if (command === '--help' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'all':
    case 'serve': {
      const app = await serve(config, { worker: command === 'all' });
      const stopReconciler =
        command === 'all' ? startPaymentsReconciler(app.deps) : () => undefined;
      closeOnSignals(
        () => {
          stopReconciler();
          return app.close();
        },
        (m) => app.log.info(m),
      );
      return;
    }
    case 'worker': {
      if (!config.DATABASE_URL) {
        throw new ConfigError([
          'server worker needs DATABASE_URL (PGlite is one process: use `all` for the embedded mode)',
        ]);
      }
      const app = await buildApp(config);
      await app.ready();
      if (!app.startWorker) throw new ConfigError(['this build has no generation worker']);
      await app.startWorker();
      closeOnSignals(
        () => app.close(),
        (m) => app.log.info(m),
      );
      return;
    }
    case 'migrate': {
      const database = await openConfiguredDatabase(config);
      const applied = await migrate(database);
      await database.close();
      process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'up to date\n');
      return;
    }
    case 'credits':
    case 'payments': {
      const out = await runMoneyCommand(config, command, args);
      process.stdout.write(`${out}\n`);
      return;
    }
    default:
      throw new ConfigError([`unknown command "${command}" ${args.join(' ')}\n\n${USAGE}`]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the in-process generation worker (set by the try-on module). */
    startWorker?: () => Promise<void>;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : ((err as Error).stack ?? String(err))}\n`,
  );
  process.exit(1);
});
