import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

// Every setting, parsed once from the environment. The README's configuration table mirrors this.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),

  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  EMAIL_CHANGE_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  TRIAL_CREDITS: z.coerce.number().int().min(0).default(3),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  REGISTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(5),
  REGISTER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  TRIAL_GRANTS_PER_IP_PER_DAY: z.coerce.number().int().min(0).default(2),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),

  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Drape <no-reply@drape.local>'),
  CONTACT_EMAIL_TO: z.string().default('hello@drape.local'),

  STORAGE_URL: z.string().optional(),
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(40_000_000),

  TRYON_ENGINE: z.enum(['local', 'fashn', 'fal', 'replicate', 'http']).default('local'),
  TRYON_API_URL: optionalUrl,
  TRYON_API_KEY: z.string().optional(),
  TRYON_MODEL: z.string().optional(),
  TRYON_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(180),
  TRYON_POLL_INTERVAL_MS: z.coerce.number().int().min(1).optional(),
  TRYON_FASHN_MODE: z.enum(['performance', 'balanced', 'quality']).optional(),
  TRYON_WORK_SIZE: z.coerce.number().int().min(256).max(4096).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  PHOTOSHOOT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).default(300),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(2),

  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  // Free sandbox purchases when Razorpay is not configured: on by default, except in production.
  PAYMENTS_SANDBOX: bool.optional(),

  API_KEY_MODE: z.enum(['live', 'test']).default('live'),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),

  // Slow clients and floods (issue 12, docs/threat-model.md): the whole request (headers and
  // body) must arrive within HTTP_REQUEST_TIMEOUT_SECONDS, the headers within
  // HTTP_HEADERS_TIMEOUT_SECONDS, and a socket silent for HTTP_IDLE_TIMEOUT_SECONDS is closed.
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(120),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(20),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  // Open connections one client address may hold (0: no cap). Not applied with TRUST_PROXY,
  // where every connection comes from the proxy: cap per client at the proxy instead.
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(100),
  // Requests one signed-in user (access token) may make per minute, across processes.
  JWT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Live (not revoked) API keys one user may hold.
  API_KEYS_MAX_PER_USER: z.coerce.number().int().min(1).default(20),

  // "Not happy with this result?": at most this many reports per user in any 24 hours, and in
  // all at most this share (rounded up) of the generations the user has paid for.
  REPORT_DAILY_LIMIT: z.coerce.number().int().min(0).default(3),
  REPORT_MAX_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),

  // GST tax invoices (issue 13 §11): the seller printed on every invoice. Until all three are
  // set, invoices are refused with a clear 503 (never issued without a GSTIN).
  SELLER_LEGAL_NAME: z.string().trim().min(1).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .optional(),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits')
    .default('DRP'),
  INVOICE_SAC: z
    .string()
    .regex(/^\d{4,8}$/, 'must be a SAC code of 4 to 8 digits')
    // Hosting and IT infrastructure provisioning (application service provisioning): decision 017.
    .default('998315'),
  GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'PAYMENTS_SANDBOX'> {
  PAYMENTS_SANDBOX: boolean;
  PUBLIC_URL: string;
  DATA_DIR: string;
  JWT_SECRET: string;
  isTest: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The JWT secret comes from the env, or is generated once and kept in the data dir. */
function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
): Readonly<Config> {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (e.TRYON_ENGINE !== 'local' && !e.TRYON_API_KEY && e.TRYON_ENGINE !== 'http') {
    problems.push(`TRYON_API_KEY is required when TRYON_ENGINE=${e.TRYON_ENGINE}`);
  }
  if (e.TRYON_ENGINE === 'replicate' && !e.TRYON_MODEL) {
    problems.push('TRYON_MODEL (the model version) is required when TRYON_ENGINE=replicate');
  }
  if (e.TRYON_ENGINE === 'http' && !e.TRYON_API_URL) {
    problems.push('TRYON_API_URL is required when TRYON_ENGINE=http');
  }
  if (problems.length) throw new ConfigError(problems);
  const dataDir = resolve(e.DATA_DIR);
  return Object.freeze({
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: resolveJwtSecret(dataDir, e.JWT_SECRET),
    PAYMENTS_SANDBOX: e.PAYMENTS_SANDBOX ?? e.NODE_ENV !== 'production',
    isTest: e.NODE_ENV === 'test',
    isProduction: e.NODE_ENV === 'production',
  });
}
