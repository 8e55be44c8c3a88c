import type { Theme } from '@ava/contracts';

/** Build-time addresses, used when the platform's theme names none. */
export interface WidgetEnv {
  VITE_SIGN_LANGUAGE_WIDGET_URL?: string;
  VITE_CHAT_SUPPORT_URL?: string;
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The sign-language (Libras) widget script: the theme's base_urls.sign_language_widget, else the build's. */
export function signLanguageWidgetUrl(theme: Pick<Theme, 'base_urls'>, env: WidgetEnv): string | null {
  return present(theme.base_urls.sign_language_widget) ?? present(env.VITE_SIGN_LANGUAGE_WIDGET_URL);
}

/** The chat support script, only for platforms whose chatSupport flag is on. */
export function chatSupportUrl(theme: Pick<Theme, 'base_urls' | 'features'>, env: WidgetEnv): string | null {
  if (!theme.features.chatSupport) return null;
  return present(theme.base_urls.chat_support) ?? present(env.VITE_CHAT_SUPPORT_URL);
}
