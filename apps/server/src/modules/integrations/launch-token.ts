import { randomUUID } from 'node:crypto';
import { INTEGRATION_TOKEN_ALGORITHM, INTEGRATION_TOKEN_TTL_SECONDS } from '@ava/contracts';
import { SignJWT } from 'jose';

export interface LaunchClaims {
  issuer: string;
  integrationId: string;
  userId: string;
  role: string;
  platform: string;
  school: string | null;
}

/** A short-lived HS256 JWT the tool verifies with the platform's secret; aud names the one tool it is for. */
export async function signLaunchToken(claims: LaunchClaims, secret: string, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + INTEGRATION_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ role: claims.role, platform: claims.platform, school: claims.school })
    .setProtectedHeader({ alg: INTEGRATION_TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience(claims.integrationId)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}
