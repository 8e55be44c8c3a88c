import { addStrings } from '../../i18n/vocabulary.ts';

export const SIGN_IN_NAMESPACE = 'signIn';

/** Strings of the dashboard screens of sign-in (institutions, access codes), loaded with their chunk. */
addStrings(SIGN_IN_NAMESPACE, {
  institutions: 'Instituições',
  currentInstitution: 'Atual',
  switchInstitution: 'Trocar',
  accessCodes: {
    title: 'Códigos de acesso',
    intro: 'Gere e imprima os QR Codes com que os alunos entram na plataforma. Cada código vale uma vez.',
    classroom: 'Turma',
    kind: 'Para quem',
    students: 'Um para cada aluno',
    classAccess: 'Acesso da turma (professor)',
    generate: 'Gerar códigos',
    print: 'Imprimir',
    validUntil: 'Válidos até',
  },
});
