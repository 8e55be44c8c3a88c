/**
 * The rules of the sign-in forms that the web app runs before it loads zod: access codes,
 * QR codes and the scanner's settings, the provider names (document 3 sections 2, 5 and 9).
 */

/** Access codes are ten letters and digits without look-alikes (no 0/O, 1/I/L), typed with or without the dash. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 10;

export function normaliseAccessCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Shown and printed as XXXXX-XXXXX. */
export function formatAccessCode(code: string): string {
  const value = normaliseAccessCode(code);
  return `${value.slice(0, 5)}-${value.slice(5)}`;
}

/** Who a code signs in: each student of the classroom, or its teacher in class-access mode. */
export const ACCESS_CODE_KINDS = ['students', 'class_access'] as const;
export type AccessCodeKind = (typeof ACCESS_CODE_KINDS)[number];
export const ACCESS_CODE_MAX_HOURS = 720;

/** The address a printed QR code holds: the access-code variant of the platform's login. */
export function accessCodeUrl(origin: string, business: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/${business}/login/qrcode?access_code=${formatAccessCode(code)}`;
}

export type QrCodeReading = { code: string } | { error: 'invalidQrCode' | 'invalidPlatform' };

/**
 * Document 3 section 5: the text must name the product's QR host, else invalidQrCode, and
 * the current platform, else invalidPlatform; then its access code is handed on.
 */
export function readQrCode(text: string, qrHost: string, business: string): QrCodeReading {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { error: 'invalidQrCode' };
  }
  if (url.host !== qrHost) return { error: 'invalidQrCode' };
  if (url.pathname.split('/')[1] !== business) return { error: 'invalidPlatform' };
  const code = normaliseAccessCode(url.searchParams.get('access_code') ?? '');
  return code.length === ACCESS_CODE_LENGTH ? { code } : { error: 'invalidQrCode' };
}

/** QR scanner of document 3 section 9. */
export const QR_SCANNER = { fps: 10, qrbox: { width: 250, height: 250 }, aspectRatio: 1 } as const;

export const QR_MESSAGES = {
  permissionError: {
    title: 'Precisamos de permissão para usar a câmera.',
    subtitle: 'Redefina as permissões do navegador para este site e tente novamente.',
  },
  notFoundError: {
    title: 'Não foi possível encontrar a câmera.',
    subtitle: 'Verifique se a câmera está conectada e tente novamente.',
  },
  invalidQrCode: { title: 'QR Code inválido', subtitle: '' },
  invalidPlatform: { title: 'QR Code inválido.', subtitle: 'Verifique se o QR Code pertence a plataforma.' },
} as const;
export type QrScannerError = keyof typeof QR_MESSAGES;

export const SIGN_IN_PROVIDERS = ['google', 'sso', 'external', 'bradesco', 'salvador'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
/** The providers whose sign-in is the exchange of a signed token (JWT) for a session. */
export type TokenProvider = Extract<SignInProvider, 'external' | 'bradesco' | 'salvador'>;

export const GOOGLE_JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
