// Error codes the API returns and the HTTP status each maps to (ARCHITECTURE.md, API conventions).

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_IMAGE: 400,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  API_KEY_INVALID: 401,
  API_KEY_EXPIRED: 401,
  API_KEY_INACTIVE: 401,
  API_KEY_REVOKED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  API_KEY_NOT_ALLOWED: 403,
  API_KEY_USAGE_LIMIT: 429,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  PAYMENT_VERIFICATION_FAILED: 422,
  RATE_LIMITED: 429,
  REPORT_LIMIT_REACHED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages the spec fixes (§8) and that both sides use. */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  invalidResponse: 'Invalid response format from server',
  networkError: 'Network error. Please check your connection.',
  fallbackError: 'An error occurred',
  registrationFailed: 'Registration failed. Please try again.',
  resetFailed: 'Failed to send reset email. Please try again.',
  emailTaken: 'An account with this email already exists',
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unauthenticated: 'Authentication required',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  insufficientCredits: 'You have no credits left. Purchase credits to continue.',
  apiKeyUsageLimit: 'API key usage limit reached',
} as const;
