import { REQUEST_TIMEOUT_MS } from '@drape/shared/constants';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

export type SubmitContactResult =
  | { kind: 'ok' }
  | { kind: 'failed'; fieldErrors: Partial<Record<ContactField, string>> }
  | { kind: 'network' };

/**
 * Posts the form to our own `POST /v1/contact`. A plain fetch (not the app's API client) keeps
 * the landing bundle free of the auth and schema code the signed-in app needs.
 */
export async function submitContact(values: ContactFormValues): Promise<SubmitContactResult> {
  let res: Response;
  try {
    res = await fetch('/v1/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  if (res.ok) return { kind: 'ok' };
  return { kind: 'failed', fieldErrors: await readFieldErrors(res) };
}

async function readFieldErrors(res: Response): Promise<Partial<Record<ContactField, string>>> {
  try {
    const body = (await res.json()) as { details?: { fieldErrors?: Record<string, string[]> } };
    const out: Partial<Record<ContactField, string>> = {};
    for (const [field, messages] of Object.entries(body.details?.fieldErrors ?? {})) {
      if (isField(field) && messages[0]) out[field] = messages[0];
    }
    return out;
  } catch {
    return {};
  }
}

const FIELDS: readonly string[] = ['name', 'email', 'phone', 'company', 'message'];
const isField = (f: string): f is ContactField => FIELDS.includes(f);
