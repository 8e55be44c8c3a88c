import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from './pt-BR.ts';

const DEFAULT_LANGUAGE = 'pt-BR';

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: ptBR } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The user's preferred language; strings fall back to pt-BR where a language has none. */
export function applyLanguage(language: string): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
