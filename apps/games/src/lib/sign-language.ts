import { SERVICE_BASES } from '@ava/contracts';
import { loadScript } from '@ava/web-kit/load-script';
import { signLanguageWidgetUrl } from '@ava/web-kit/widget-urls';

const MAIN = (import.meta.env.VITE_SERVICE_MAIN as string | undefined)?.trim() || SERVICE_BASES.main;

/**
 * The Libras widget the platform's accessibility sidebar offers: its theme's script, else the
 * build's (VITE_SIGN_LANGUAGE_WIDGET_URL); null when there is none or the theme cannot be read.
 */
export async function findSignLanguageWidget(platform: string): Promise<string | null> {
  const env = { VITE_SIGN_LANGUAGE_WIDGET_URL: import.meta.env.VITE_SIGN_LANGUAGE_WIDGET_URL as string | undefined };
  try {
    const response = await fetch(`${MAIN}/platforms/show?platform=${encodeURIComponent(platform)}`);
    const theme = (await response.json()) as { base_urls?: Record<string, string> };
    return signLanguageWidgetUrl({ base_urls: response.ok ? (theme.base_urls ?? {}) : {} }, env);
  } catch {
    return signLanguageWidgetUrl({ base_urls: {} }, env);
  }
}

export const startSignLanguage = (url: string) => loadScript(url, 'sign-language');
