import { readQrCode } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { addressSignIn, withoutCredentials } from './sign-in-address.ts';

describe('sign-in path rules', () => {
  it.each([
    ['/demo/login/sso', '?username=ana&token=abc', { kind: 'handover', token: 'abc', username: 'ana' }],
    ['/demo/login/sso', '?tk=abc', { kind: 'handover', token: 'abc' }],
    ['/demo/login/auth/sso', '?code=1&state=2', { kind: 'sso-callback', callback: '?code=1&state=2' }],
    ['/demo/login/backoffice', '?username=ana&token=abc', { kind: 'backoffice', username: 'ana', token: 'abc' }],
    ['/demo/login/qrcode', '?access_code=ABCDE-23456', { kind: 'access-code', code: 'ABCDE-23456' }],
    ['/demo/login/dsop', '?token=t', { kind: 'token', path: '/auth/bradesco', token: 't' }],
    ['/demo/login/kademi', '?token=t', { kind: 'token', path: '/auth/bradesco', token: 't' }],
    ['/demo/login/salvador', '?token=t', { kind: 'token', path: '/auth/salvador', token: 't' }],
    ['/demo/login', '?token=t', { kind: 'token', path: '/users/external_sign_in', token: 't' }],
    ['/demo/login/access_code_sign_in', '?token=t', null],
    ['/demo/login/sso', '?token=t', null],
    ['/demo/login/backoffice', '?token=t', null],
    ['/demo/login', '', null],
  ])('%s%s', (pathname, search, expected) => {
    expect(addressSignIn(pathname, search)).toEqual(expected);
  });

  it('takes the credentials out of the address and keeps the rest', () => {
    expect(withoutCredentials('/demo/login/sso', '?username=a&token=b&submenu=x')).toBe('/demo/login/sso?submenu=x');
  });
});

describe('QR code reading', () => {
  const host = 'ava.escola.br';
  it('hands on the access code of a QR code of this host and platform', () => {
    expect(readQrCode('https://ava.escola.br/demo/login/qrcode?access_code=ABCDE-23456', host, 'demo')).toEqual({
      code: 'ABCDE23456',
    });
  });
  it('refuses another host (invalidQrCode) and another platform (invalidPlatform)', () => {
    expect(readQrCode('https://outro.br/demo/login/qrcode?access_code=ABCDE-23456', host, 'demo')).toEqual({
      error: 'invalidQrCode',
    });
    expect(readQrCode('texto qualquer', host, 'demo')).toEqual({ error: 'invalidQrCode' });
    expect(readQrCode('https://ava.escola.br/outra/login/qrcode?access_code=ABCDE-23456', host, 'demo')).toEqual({
      error: 'invalidPlatform',
    });
  });
});
