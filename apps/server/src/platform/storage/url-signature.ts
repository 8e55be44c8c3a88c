import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * HMAC-SHA256 (base64url) over a subject and its expiry in unix seconds. The expiry is signed
 * as the exact digits of the url, so no other spelling of it verifies; signatures are compared
 * in constant time.
 */
export function createUrlSignature(secret: string) {
  const sign = (subject: string, expires: string) =>
    createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');

  function check(
    subject: string,
    expires: string | undefined,
    signature: string | undefined,
    nowSeconds: number,
  ): SignatureCheck {
    if (!expires || !/^[1-9]\d{0,11}$/.test(expires) || !signature) return 'invalid';
    const given = Buffer.from(signature);
    const wanted = Buffer.from(sign(subject, expires));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
    return Number(expires) > nowSeconds ? 'valid' : 'expired';
  }

  return { sign, check };
}
