import * as contracts from '@ava/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_SERVER_TEXTS, CORPORATE_WORDING, type Overlay } from '../i18n/corporate.ts';
import { i18n } from '../i18n/i18n.ts';
import { chooseWording, loadCorporateWording, serverText } from '../i18n/vocabulary.ts';

// Every namespace of the app, as the screens register them.
import.meta.glob(['../**/*-strings.ts', '!../**/*.test.ts'], { eager: true });

function leafPaths(overlay: Overlay, prefix = ''): string[] {
  return Object.entries(overlay).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}

beforeAll(loadCorporateWording);
describe('the corporate overlay', () => {
  it('rewrites only strings the school vocabulary has, namespace by namespace', () => {
    chooseWording(false);
    const missing = Object.entries(CORPORATE_WORDING).flatMap(([namespace, overlay]) =>
      leafPaths(overlay)
        .filter((path) => !i18n.exists(path, { ns: namespace }))
        .map((path) => `${namespace}:${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives every catalogue message that names a school term its corporate form, free of them', () => {
    const SCHOOL_TERMS =
      /(?<!\p{L})(turmas?|alun[oa]s?|professor(?:a|es|as)?|institui(?:ção|ções)|provas?|escolas?|reda(?:ção|ções)|trilhas?|atividades?|bncc|séries?|simulados?)(?!\p{L})/iu;
    const catalogues = Object.entries(contracts).filter(([name]) => /(^|_)MESSAGES$|^BLOCKED_USER$/.test(name));
    const messages = catalogues.flatMap(([, catalogue]) =>
      Object.values(catalogue as Record<string, unknown>).filter((value): value is string => typeof value === 'string'),
    );
    expect(messages.length).toBeGreaterThan(100);
    const untranslated = messages.filter((message) => SCHOOL_TERMS.test(message) && !CORPORATE_SERVER_TEXTS[message]);
    expect(untranslated).toEqual([]);
    const stillSchool = Object.values(CORPORATE_SERVER_TEXTS).filter((message) => SCHOOL_TERMS.test(message));
    expect(stillSchool).toEqual([]);
  });

  it('reads server messages in the chosen vocabulary', () => {
    chooseWording(true);
    expect(serverText(contracts.MESSAGES.activityNotFound)).toBe('Módulo não encontrado.');
    expect(serverText(contracts.MESSAGES.fileNotFound)).toBe('Arquivo não encontrado.');
    chooseWording(false);
    expect(serverText(contracts.MESSAGES.activityNotFound)).toBe('Atividade não encontrada.');
  });
});
