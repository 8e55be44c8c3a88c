import './accessibility.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScript } from '../load-script.ts';
import { SHELL_WIDGETS_NAMESPACE } from '../shell-widgets-strings.ts';
import { applyEnhancedMode, readEnhancedMode, saveEnhancedMode } from './enhanced-mode.ts';
import { canSpeak, selectedText, speak, stopSpeaking } from './speech.ts';

const BUTTON =
  'rounded-lg px-3 py-2 text-left font-semibold hover:bg-white/15 aria-pressed:bg-white aria-pressed:text-dark disabled:opacity-70';

/**
 * 'Libras' loads the sign-language widget (only when one is configured), 'Voz' reads the selected
 * text aloud while it is on, '+ Acessibilidade' enlarges text and raises contrast. Always at the
 * right edge on larger screens; on phones it opens from a button and has a close button.
 */
export function AccessibilitySidebar({ signLanguageUrl }: { signLanguageUrl: string | null }) {
  const { t } = useTranslation(SHELL_WIDGETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(readEnhancedMode);
  const [voice, setVoice] = useState(false);
  const [signLanguage, setSignLanguage] = useState<'off' | 'loading' | 'on'>('off');
  const sidebar = useRef<HTMLElement>(null);

  useEffect(() => applyEnhancedMode(enhanced), [enhanced]);

  // While 'Voz' is on, each new selection outside the sidebar is read.
  useEffect(() => {
    if (!voice) return;
    let last = selectedText();
    const readSelection = (event: Event) => {
      if (sidebar.current?.contains(event.target as Node)) return;
      const text = selectedText();
      if (text && text !== last) speak(text);
      last = text;
    };
    document.addEventListener('mouseup', readSelection);
    document.addEventListener('keyup', readSelection);
    return () => {
      document.removeEventListener('mouseup', readSelection);
      document.removeEventListener('keyup', readSelection);
      stopSpeaking();
    };
  }, [voice]);

  function toggleVoice() {
    const text = selectedText();
    if (!voice && text) speak(text);
    setVoice(!voice);
  }

  function toggleEnhanced() {
    saveEnhancedMode(!enhanced);
    setEnhanced(!enhanced);
  }

  async function startSignLanguage() {
    if (!signLanguageUrl || signLanguage !== 'off') return;
    setSignLanguage('loading');
    try {
      await loadScript(signLanguageUrl, 'sign-language');
      setSignLanguage('on');
    } catch (error) {
      console.error('[accessibility]', error);
      setSignLanguage('off');
    }
  }

  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('accessibility.open')}
          className="fixed right-3 bottom-3 z-50 grid size-12 place-items-center rounded-full bg-dark text-lg font-bold text-white shadow-lg md:hidden"
        >
          <span aria-hidden="true">Aa</span>
        </button>
      )}
      <aside
        ref={sidebar}
        aria-label={t('accessibility.title')}
        className={`${open ? 'flex' : 'hidden md:flex'} fixed right-0 bottom-3 z-50 flex-col gap-1 rounded-l-xl bg-dark p-2 text-sm text-white shadow-lg md:top-1/2 md:bottom-auto md:-translate-y-1/2`}
      >
        {signLanguageUrl && (
          <button
            type="button"
            onClick={startSignLanguage}
            aria-pressed={signLanguage === 'on'}
            disabled={signLanguage === 'loading'}
            className={BUTTON}
          >
            {t('accessibility.signLanguage')}
          </button>
        )}
        {canSpeak() && (
          <button
            type="button"
            // Keeps the page's selection: a click would otherwise clear it before it is read.
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggleVoice}
            aria-pressed={voice}
            className={BUTTON}
          >
            {t('accessibility.voice')}
          </button>
        )}
        <button type="button" onClick={toggleEnhanced} aria-pressed={enhanced} className={BUTTON}>
          {t('accessibility.enhanced')}
        </button>
        {open && (
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('accessibility.close')}
            className="self-end rounded-lg px-3 py-1 text-xl leading-none hover:bg-white/15 md:hidden"
          >
            ×
          </button>
        )}
      </aside>
    </>
  );
}
