import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

export type { Logger };

/** pino options: JSON in production, pretty on a terminal, quiet in tests. */
export function loggerOptions(config: Config): LoggerOptions {
  if (config.isTest) return { level: config.LOG_LEVEL === 'info' ? 'silent' : config.LOG_LEVEL };
  const pretty = !config.isProduction && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/** The process's one logger: the HTTP app, the worker and the CLI all log through it. */
export function createLogger(config: Config): Logger {
  return pino(loggerOptions(config));
}
