import { MESSAGES } from '@drape/shared/errors';

export type FieldErrors = Record<string, string[]>;

/** Every failed API call becomes one of these (status 0 means no response arrived). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: FieldErrors;
    /** What went wrong underneath (e.g. the zod issues of an answer that broke the contract). */
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The message to show for any thrown value: the server's message, else the error text, else the fallback. */
export function errorMessage(err: unknown, fallback: string = MESSAGES.fallbackError): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the `{code, message, details:{fieldErrors}}` error body; tolerates anything else. */
export async function apiErrorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const record = isRecord(body) ? body : {};
  const details = isRecord(record.details) ? record.details : {};
  const fieldErrors = isRecord(details.fieldErrors) ? (details.fieldErrors as FieldErrors) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : res.statusText || MESSAGES.fallbackError;
  const code = typeof record.code === 'string' ? record.code : `HTTP_${res.status}`;
  return new ApiError({ status: res.status, code, message, fieldErrors });
}
