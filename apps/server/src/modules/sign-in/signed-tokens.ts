import {
  createRemoteJWKSet,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
  jwtVerify,
} from 'jose';
import { AppError, invalidCredentials } from '../../platform/http/app-error.ts';

const remoteSets = new Map<string, JWTVerifyGetKey>();

/** The key set published at a JWKS address; jose keeps its keys and refetches on an unknown key id. */
export function remoteKeys(uri: string): JWTVerifyGetKey {
  let keys = remoteSets.get(uri);
  if (!keys) {
    if (remoteSets.size >= 1_000) remoteSets.clear();
    keys = createRemoteJWKSet(new URL(uri), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    remoteSets.set(uri, keys);
  }
  return keys;
}

function keySetUnreachable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.code === 'ERR_JOSE_GENERIC';
  return true;
}

/**
 * Verifies a signed token's signature, issuer, audience and times. A token that fails is
 * 401; a key set that cannot be fetched is the provider's failure, 503.
 */
export async function verifySignedToken(
  token: string,
  key: Uint8Array | JWTVerifyGetKey,
  options: JWTVerifyOptions,
): Promise<JWTPayload> {
  try {
    const { payload } = await (typeof key === 'function'
      ? jwtVerify(token, key, options)
      : jwtVerify(token, key, options));
    return payload;
  } catch (error) {
    if (keySetUnreachable(error)) throw new AppError(503);
    throw invalidCredentials();
  }
}
