import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { AppError } from '../../lib/app-error';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one per sign-in), so a session can spare itself when revoking. */
  sessionId: string;
}

// Importing the HMAC key once per secret saves a WebCrypto import on every request.
const keyCache = new Map<string, Promise<webcrypto.CryptoKey>>();
const keyOf = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keyCache.set(secret, key);
  }
  return key;
};

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; expires: Date }> {
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .setIssuer('drape')
    .sign(await keyOf(secret));
  return { token, expires };
}

export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: 'drape',
      algorithms: ['HS256'],
    });
    if (
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string'
    ) {
      throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    }
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) {
      throw new AppError('TOKEN_EXPIRED', 'Access token has expired');
    }
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
}
