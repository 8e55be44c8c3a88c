import { describe, expect, it } from 'vitest';
import { accountModalAddress } from './account-modals.ts';

describe('accountModalAddress', () => {
  it('opens the modal over the same page, keeping its other parameters', () => {
    expect(accountModalAddress({ pathname: '/demo/painel/perfil', search: '' }, 'password')).toEqual({
      pathname: '/demo/painel/perfil',
      search: '?conta=senha',
    });
    expect(
      accountModalAddress({ pathname: '/demo/professor', search: '?submenu=x&conta=senha' }, 'secretQuestions'),
    ).toEqual({ pathname: '/demo/professor', search: '?submenu=x&conta=perguntas-secretas' });
  });
});
