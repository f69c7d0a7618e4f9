/** Error codes a generation can fail with; the message is shown to the user as is. */
export type TryonErrorCode =
  | 'INVALID_IMAGE'
  | 'NO_PERSON'
  | 'MULTIPLE_PEOPLE'
  | 'PERSON_FACING_AWAY'
  | 'BODY_NOT_VISIBLE'
  | 'GARMENT_NOT_SEPARABLE'
  | 'BLANK_GARMENT'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'RATE_LIMITED'
  | 'PROVIDER_ERROR'
  | 'CONFIG_ERROR'
  | 'LOW_QUALITY';

const DEFAULT_MESSAGES: Record<TryonErrorCode, string> = {
  INVALID_IMAGE: 'The image could not be read. Please upload a JPEG, PNG or WebP photo.',
  NO_PERSON: 'We could not find a person in the photo. Please upload a clear photo of one person.',
  MULTIPLE_PEOPLE:
    'The photo shows more than one person. Please upload a photo with just one person in it.',
  PERSON_FACING_AWAY:
    'The person seems to be facing away from the camera. Please upload a front-facing photo.',
  BODY_NOT_VISIBLE:
    'The part of the body this garment is worn on is not visible. Please upload a photo that shows it.',
  GARMENT_NOT_SEPARABLE:
    'We could not separate the garment from its background. Please use a photo of the garment alone on a plain background, or worn by a model.',
  BLANK_GARMENT: 'The garment photo looks blank. Please upload a photo that shows the garment.',
  TIMEOUT: 'The try-on took too long and was stopped. Please try again.',
  CANCELLED: 'The try-on was cancelled.',
  RATE_LIMITED: 'The try-on service is busy right now. Please try again in a minute.',
  PROVIDER_ERROR: 'The try-on service could not create this image. Please try again later.',
  CONFIG_ERROR: 'The try-on engine is not configured correctly.',
  LOW_QUALITY:
    'The try-on result would not look right for these photos, so none was made. Please try a clearer, front-facing photo.',
};

/** Codes worth retrying: the same input may succeed later. */
const RETRYABLE: ReadonlySet<TryonErrorCode> = new Set([
  'TIMEOUT',
  'RATE_LIMITED',
  'PROVIDER_ERROR',
]);

export class TryonError extends Error {
  readonly code: TryonErrorCode;
  readonly isRetryable: boolean;

  constructor(code: TryonErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.name = 'TryonError';
    this.code = code;
    this.isRetryable = RETRYABLE.has(code);
  }
}

export function isTryonError(error: unknown): error is TryonError {
  return error instanceof TryonError;
}

/** Throws CANCELLED when the caller aborted; called between pipeline stages. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new TryonError('CANCELLED', undefined, { cause: signal.reason });
}
