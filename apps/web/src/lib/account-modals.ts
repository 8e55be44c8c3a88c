/**
 * The account modals open over any dashboard screen from a query parameter, so a screen of
 * any feature opens one with a plain link: ?conta=senha (change password) or
 * ?conta=perguntas-secretas (secret questions).
 */
export const ACCOUNT_MODAL_PARAM = 'conta';

export const ACCOUNT_MODALS = { password: 'senha', secretQuestions: 'perguntas-secretas' } as const;
export type AccountModal = keyof typeof ACCOUNT_MODALS;

/** The current page with one account modal open over it; its other parameters stay. */
export function accountModalAddress(
  location: { pathname: string; search: string },
  modal: AccountModal,
): { pathname: string; search: string } {
  const params = new URLSearchParams(location.search);
  params.set(ACCOUNT_MODAL_PARAM, ACCOUNT_MODALS[modal]);
  return { pathname: location.pathname, search: `?${params}` };
}
