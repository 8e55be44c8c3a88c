import './accessibility.css';
import { loadScript } from '@ava/web-kit/load-script';
import { canSpeak, selectedText, speak, stopSpeaking } from '@ava/web-kit/speech';
import X from 'lucide-react/icons/x';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishAssistiveModes } from '../../../lib/assistive-modes.ts';
import { SHELL_WIDGETS_NAMESPACE } from '../shell-widgets-strings.ts';
import { applyEnhancedMode, readEnhancedMode, saveEnhancedMode } from './enhanced-mode.ts';

/** Keeps the page's selection: a click would otherwise clear it before 'Voz' reads it. */
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** The collapsed tab owns a strip at the right edge that the layouts' content keeps clear of (accessibility.css). */
function reserveEdge() {
  document.documentElement.classList.add('a11y-docked');
  return () => document.documentElement.classList.remove('a11y-docked');
}

const BUTTON =
  'rounded-lg px-3 py-2 text-left font-semibold hover:bg-white/15 aria-pressed:bg-white aria-pressed:text-dark disabled:opacity-70';

/**
 * 'Libras' loads the sign-language widget (only when one is configured), 'Voz' reads the selected
 * text aloud while it is on, '+ Acessibilidade' enlarges text and raises contrast. A narrow tab
 * at the right edge opens them on demand; the panel closes with the tab, Escape, a click on the
 * page, or its close button on phones.
 */
export function AccessibilitySidebar({ signLanguageUrl }: { signLanguageUrl: string | null }) {
  const { t } = useTranslation(SHELL_WIDGETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(readEnhancedMode);
  const [voice, setVoice] = useState(false);
  const [signLanguage, setSignLanguage] = useState<'off' | 'loading' | 'on'>('off');
  const sidebar = useRef<HTMLElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => applyEnhancedMode(enhanced), [enhanced]);
  useEffect(reserveEdge, []);
  // The game frame follows 'Voz' and 'Libras' (GameContainer); gone with the sidebar, both are off.
  useEffect(() => publishAssistiveModes({ voice, sign: signLanguage === 'on' }), [voice, signLanguage]);
  useEffect(() => () => publishAssistiveModes({ voice: false, sign: false }), []);

  // Open, the panel goes back to its tab on Escape and when the page is used elsewhere.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      tab.current?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!sidebar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

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
    <aside
      ref={sidebar}
      aria-label={t('accessibility.title')}
      className="fixed top-1/2 right-0 z-30 flex -translate-y-1/2 items-center text-sm text-white"
    >
      {/* The panel follows its tab for the keyboard (Tab goes on into it), and stands left of it on screen. */}
      <button
        ref={tab}
        type="button"
        onMouseDown={keepSelection}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="a11y-tab bg-dark py-3 font-semibold shadow-lg hover:bg-primary"
      >
        {t('accessibility.title')}
      </button>
      {open && (
        <div id={panelId} className="order-first flex flex-col gap-1 rounded-l-xl bg-dark p-2 shadow-lg">
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
              onMouseDown={keepSelection}
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
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('accessibility.close')}
            className="grid size-8 place-items-center self-end rounded-lg hover:bg-white/15 md:hidden"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </aside>
  );
}
