import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** pino options: JSON in production, pretty on a terminal, quiet in tests. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
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
