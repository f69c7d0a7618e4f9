import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../lib/app-error';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one per sign-in), so a session can spare itself when revoking. */
  sessionId: string;
}

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Record<string, unknown>;

// fast-jwt signs and verifies HS256 synchronously with node:crypto (no thread-pool hop per
// request, unlike WebCrypto) and caches verified tokens until they expire. One pair per secret.
const codecs = new Map<string, { sign: Signer; verify: Verifier }>();
function codecOf(secret: string) {
  let codec = codecs.get(secret);
  if (!codec) {
    codec = {
      sign: createSigner({ key: secret, algorithm: 'HS256', iss: 'drape' }) as Signer,
      verify: createVerifier({
        key: secret,
        algorithms: ['HS256'],
        allowedIss: 'drape',
        // Without this a token with no `exp` (never expires) or no `iss` passes (issue 12, 11).
        requiredClaims: ['exp', 'iss', 'sub', 'sid'],
        cache: 10_000,
      }) as Verifier,
    };
    codecs.set(secret, codec);
  }
  return codec;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const token = codecOf(secret).sign({
    sub: claims.userId,
    sid: claims.sessionId,
    typ: 'access',
    exp: Math.floor(expires.getTime() / 1000),
  });
  return { token, expires };
}

export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = codecOf(secret).verify(token);
  } catch (err) {
    if (err instanceof TokenError && err.code === TokenError.codes.expired) {
      throw new AppError('TOKEN_EXPIRED', 'Access token has expired');
    }
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
  if (
    payload.typ !== 'access' ||
    typeof payload.sub !== 'string' ||
    typeof payload.sid !== 'string'
  ) {
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
  return { userId: payload.sub, sessionId: payload.sid };
}
