import type { AppContext } from './context';
import { ConfigError } from './config';
import { AppError } from './lib/app-error';
import { runUpdatesCommand } from './modules/announcements/announcements.cli';
import { runMoneyCommand } from './modules/credits/credits.cli';
import { runReportsCommand } from './modules/tryon/reports.cli';

const CLI_COMMANDS = ['credits', 'payments', 'reports', 'updates'] as const;
type CliCommand = (typeof CLI_COMMANDS)[number];

export const isCliCommand = (command: string): command is CliCommand =>
  (CLI_COMMANDS as readonly string[]).includes(command);

/** The CLI shell: one command on the context's services, its output as text. */
export async function runCli(
  ctx: AppContext,
  command: CliCommand,
  args: string[],
): Promise<string> {
  switch (command) {
    case 'credits':
    case 'payments':
      return runMoneyCommand(ctx.deps, command, args);
    case 'reports':
      return explainAppErrors(() => runReportsCommand(ctx.deps.db, args));
    case 'updates':
      return explainAppErrors(() => runUpdatesCommand(ctx.deps, args));
  }
}

/** Business errors become a plain message for the terminal. */
async function explainAppErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw err instanceof AppError ? new ConfigError([err.message]) : err;
  }
}
