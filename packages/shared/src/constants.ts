// Business constants from the product specification (§9). One source of truth for web and server.

export const REQUEST_TIMEOUT_MS = 30_000;
export const STATUS_POLL_INTERVAL_MS = 2_000;
export const TYPICAL_PROCESSING_TIME = '30-60 seconds';
export const STUDIO_UPLOAD_MAX_MB = 10;
export const STUDIO_UPLOAD_MAX_BYTES = STUDIO_UPLOAD_MAX_MB * 1024 * 1024;
export const PROFILE_PHOTO_MAX_MB = 5;
export const PROFILE_PHOTO_MAX_BYTES = PROFILE_PHOTO_MAX_MB * 1024 * 1024;
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const PASSWORD_MAX = 200;
/** Refresh, reset and confirmation tokens are 43 base64url characters; anything far longer is junk. */
export const TOKEN_INPUT_MAX = 256;
export const API_KEY_NAME_MAX = 50;
export const API_KEY_LIMIT_MIN = 1;
export const API_KEY_LIMIT_MAX = 1_000_000;
export const API_KEY_LIMIT_DEFAULT = 1000;
export const COPY_CONFIRMATION_MS = 2_000;
export const EXPIRES_SOON_DAYS = 7;
export const LOW_BALANCE_THRESHOLD = 50;
export const NEW_TRANSACTIONS_FETCH_LIMIT = 20;
export const PRIORITY_PROCESSING_MIN_CREDITS = 300;
export const CAROUSEL_INTERVAL_MS = 4_000;
export const CAROUSEL_IMAGE_COUNT = 6;
export const TOAST_DURATION_MS = 5_000;
export const RESET_SCREEN_DELAY_MS = 1_000;
export const GENERATION_COST_CREDITS = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SPECIAL_PASSWORD_CHARS = '@$!%*?&';

export const STORAGE_KEYS = {
  auth: 'drape-auth',
  refreshToken: 'drape-refresh-token',
  theme: { landing: 'drape-theme-landing', app: 'drape-theme-app' },
} as const;

export const CURRENCY = 'INR';

export interface CreditPack {
  id: 'starter' | 'popular' | 'premium' | 'enterprise';
  name: string;
  credits: number;
  /** Whole rupees. */
  price: number;
  currency: typeof CURRENCY;
  originalPrice?: number;
  savings?: string;
  popular?: boolean;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter Pack', credits: 50, price: 499, currency: CURRENCY },
  {
    id: 'popular',
    name: 'Popular Pack',
    credits: 150,
    price: 1299,
    currency: CURRENCY,
    originalPrice: 1497,
    savings: 'Save 13%',
    popular: true,
  },
  {
    id: 'premium',
    name: 'Premium Pack',
    credits: 300,
    price: 2499,
    currency: CURRENCY,
    originalPrice: 2997,
    savings: 'Save 17%',
  },
  {
    id: 'enterprise',
    name: 'Enterprise Pack',
    credits: 1000,
    price: 7999,
    currency: CURRENCY,
    originalPrice: 9990,
    savings: 'Save 20%',
  },
];

export const NOTIFICATION_DEFAULTS = {
  emailUpdates: true,
  accountChanges: true,
  loginAlerts: true,
  generationComplete: true,
  generationFailed: false,
  creditLow: true,
  paymentSuccess: true,
  paymentFailed: true,
  securityAlerts: true,
  newDeviceLogin: true,
  passwordChanged: true,
} as const;

export const CHANNEL_DEFAULTS = { email: true, inApp: true, sms: false } as const;

export const PRIVACY_DEFAULTS = {
  dataCollection: true,
  thirdPartySharing: false,
  analyticsOptOut: false,
  marketingEmails: true,
} as const;
