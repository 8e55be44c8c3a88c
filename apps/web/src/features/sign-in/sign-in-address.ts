/**
 * What a login address asks for by itself (document 3 section 2's path rules and document
 * 1 section 2's query parameters), or null when it shows the forms.
 */
export type AddressSignIn =
  | { kind: 'handover'; token: string; username?: string }
  | { kind: 'backoffice'; username: string; token: string }
  | { kind: 'token'; path: '/auth/bradesco' | '/auth/salvador' | '/users/external_sign_in'; token: string }
  | { kind: 'sso-callback'; callback: string }
  | { kind: 'access-code'; code: string };

/** The query parameters that carry credentials; they leave the address as soon as they are read. */
export const CREDENTIAL_PARAMS = ['token', 'tk', 'username', 'access_code', 'code', 'state', 'iss', 'session_state'];

export function addressSignIn(pathname: string, search: string): AddressSignIn | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const username = params.get('username');
  const variant = pathname.split('/').slice(3).join('/');

  if (variant === 'auth/sso') {
    return params.has('state') ? { kind: 'sso-callback', callback: search } : null;
  }
  if (pathname.includes('/sso')) {
    const tk = params.get('tk');
    if (username && token) return { kind: 'handover', token, username };
    return tk ? { kind: 'handover', token: tk } : null;
  }
  if (pathname.includes('/login/backoffice')) {
    return username && token ? { kind: 'backoffice', username, token } : null;
  }
  if (pathname.includes('/login/qrcode') || pathname.includes('/login/access_code_sign_in')) {
    const code = params.get('access_code');
    return code ? { kind: 'access-code', code } : null;
  }
  if (!token) return null;
  if (/dsop|kademi/.test(pathname)) return { kind: 'token', path: '/auth/bradesco', token };
  if (pathname.includes('salvador')) return { kind: 'token', path: '/auth/salvador', token };
  return { kind: 'token', path: '/users/external_sign_in', token };
}

/** The address without its credentials, so they stay out of the history and of shared screens. */
export function withoutCredentials(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CREDENTIAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}
