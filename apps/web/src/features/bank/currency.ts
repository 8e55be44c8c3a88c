import { can, type Role, type Theme } from '@ava/contracts';

/** The theme's name for the user's currency (pokz for students, Profz for educators), until the balance answers with it. */
export const themeCurrency = (role: Role, theme: Pick<Theme, 'currency'>) =>
  can(role, 'edit.pokz') ? theme.currency.student : theme.currency.teacher;
