/**
 * The query parameter that opens an account modal over any dashboard screen, so a screen of
 * another feature opens one with a plain link: ?conta=senha (change password) or
 * ?conta=perguntas-secretas (secret questions).
 */
export const ACCOUNT_MODAL_PARAM = 'conta';
