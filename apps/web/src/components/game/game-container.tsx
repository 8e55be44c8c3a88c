import {
  BREAKPOINTS,
  GAME_ASPECT_RATIO,
  GAME_MESSAGE_SOURCE,
  type GameEngine,
  type GameFrameMessage,
  type GameHostMessage,
  gameFrameMessageSchema,
} from '@ava/contracts';
import Flag from 'lucide-react/icons/flag';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssistiveModes } from '../../lib/assistive-modes.ts';
import { useMediaQuery } from '../../lib/media-query.ts';
import { PlatformContext } from '../../lib/platform.ts';
import { ReportIssueModal } from '../issue-report/report-issue-modal.tsx';
import { GAME_NAMESPACE } from './game-strings.ts';

export type GameFinish = Extract<GameFrameMessage, { type: 'finish' }>;

interface Props {
  /** The frame's address, with the play token (POST /games/play). */
  url: string;
  title: string;
  engine: GameEngine;
  /** Given, the flag button reports an error in this game. */
  contentId?: string | null;
  /** A teacher testing: earlier reports are not pre-checked. */
  fromTeacher?: boolean;
  /** The frame said the game is over; called once per game. */
  onFinish?: (finish: GameFinish) => void;
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** Played in the park: a phone does not lock the screen to landscape there. */
  inPark?: boolean;
}

/**
 * External games ('diversos') are built for 16:9 like the Unity games of the specification;
 * the platform's own runtime draws at 17:10.
 */
const aspectRatioOf = (engine: GameEngine) =>
  engine === 'diversos' ? GAME_ASPECT_RATIO.unity : GAME_ASPECT_RATIO.default;

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.split}px)`;

/** Phones lock to landscape where the browser allows it; a refusal is only logged. */
function lockLandscape() {
  const orientation = screen.orientation as (ScreenOrientation & { lock?: (to: string) => Promise<void> }) | undefined;
  orientation?.lock?.('landscape').catch((error: unknown) => console.warn('[game] landscape lock refused', error));
}

/**
 * Escape pressed in the frame, pressed again at the frame's place in the page: it reaches the
 * page's own listeners (the dialog around the game closes, page fullscreen ends) as if the page
 * had had the focus.
 */
function pressEscapeAt(element: HTMLElement | null) {
  element?.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
  );
}

/** 'native' is the Fullscreen API; 'page' fills the page where the browser has no element fullscreen (iPhone). */
type Fullscreen = 'off' | 'native' | 'page';

/**
 * The game in its frame (17:10, or 16:9 for external games) with 'Tela cheia' and, for a
 * content, 'Reportar Erro'. Messages are taken only from the frame's own window and origin,
 * in the shape of the contracts; the frame is told when 'Voz' or 'Libras' change, and its Escape
 * acts on the page. On a phone the game enters fullscreen when it loads, where the platform asks
 * for it (gameFullscreen).
 * Keyed by its address by the caller: a new address is a new game, which may finish again.
 */
export function GameContainer({
  url,
  title,
  engine,
  contentId,
  fromTeacher = false,
  onFinish,
  onFullscreenChange,
  inPark = false,
}: Props) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const autoFullscreen = use(PlatformContext)?.theme.features.gameFullscreen === true;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const portrait = useMediaQuery('(orientation: portrait)');
  const modes = useAssistiveModes();
  const wrapper = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [fullscreen, setFullscreen] = useState<Fullscreen>('off');
  const [ready, setReady] = useState(false);
  const [reporting, setReporting] = useState(false);
  const origin = useMemo(() => new URL(url, window.location.href).origin, [url]);
  const finished = useRef(false);
  const callbacks = useRef({ onFinish, onFullscreenChange });
  callbacks.current = { onFinish, onFullscreenChange };

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const parsed = gameFrameMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'escape') pressEscapeAt(frame.current);
      else if (message.type === 'finish') {
        if (finished.current || (contentId && message.content_id !== contentId)) return;
        finished.current = true;
        callbacks.current.onFinish?.(message);
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, contentId]);

  useEffect(() => {
    if (!ready) return;
    const message: GameHostMessage = {
      source: GAME_MESSAGE_SOURCE.host,
      type: 'accessibility',
      voice: modes.voice,
      sign: modes.sign,
    };
    frame.current?.contentWindow?.postMessage(message, origin);
  }, [ready, modes.voice, modes.sign, origin]);

  useEffect(() => {
    const sync = () =>
      setFullscreen((current) =>
        document.fullscreenElement === wrapper.current ? 'native' : current === 'native' ? 'off' : current,
      );
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    callbacks.current.onFullscreenChange?.(fullscreen !== 'off');
    if (fullscreen !== 'page') return;
    const leaveOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen('off');
    document.addEventListener('keydown', leaveOnEscape);
    return () => document.removeEventListener('keydown', leaveOnEscape);
  }, [fullscreen]);

  async function enterFullscreen() {
    const element = wrapper.current;
    if (!element) return;
    if (typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        if (mobile && !inPark) lockLandscape();
        return;
      } catch (error) {
        console.warn('[game] fullscreen refused', error);
      }
    }
    setFullscreen('page');
    if (mobile && !inPark) lockLandscape();
  }

  function exitFullscreen() {
    if (fullscreen === 'native') document.exitFullscreen().catch((error) => console.warn('[game] exit refused', error));
    else setFullscreen('off');
  }

  function openReport() {
    // The dialog opens over the page, which a fullscreen game hides.
    if (fullscreen !== 'off') exitFullscreen();
    setReporting(true);
  }

  function onFrameLoad() {
    if (autoFullscreen && mobile && !document.fullscreenElement && fullscreen === 'off') void enterFullscreen();
  }

  const on = fullscreen !== 'off';
  const ratio = aspectRatioOf(engine);
  return (
    <div
      ref={wrapper}
      className={
        on
          ? `flex flex-col gap-2 bg-black p-2 ${fullscreen === 'page' ? 'fixed inset-0 z-50' : 'h-full w-full'}`
          : 'flex flex-col gap-2'
      }
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        {contentId && (
          <button
            type="button"
            onClick={openReport}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50"
          >
            <Flag className="size-4 shrink-0" aria-hidden="true" />
            {t('report')}
          </button>
        )}
        <button
          type="button"
          onClick={on ? exitFullscreen : enterFullscreen}
          className="inline-flex min-h-8 items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-primary shadow-sm hover:bg-light"
        >
          {on ? (
            <Minimize className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Maximize className="size-4 shrink-0" aria-hidden="true" />
          )}
          {t(on ? 'exitFullscreen' : 'fullscreen')}
        </button>
      </div>
      {on && mobile && portrait && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg bg-white p-2 font-semibold text-title"
        >
          <RotateCw className="size-5 shrink-0" aria-hidden="true" />
          {t('rotate')}
        </p>
      )}
      <div
        className={on ? 'relative min-h-0 w-full flex-1' : 'relative w-full overflow-hidden rounded-xl bg-black'}
        style={on ? undefined : { aspectRatio: ratio }}
      >
        <iframe
          ref={frame}
          src={url}
          title={t('frame', { title })}
          allow="fullscreen; autoplay"
          onLoad={onFrameLoad}
          className="absolute inset-0 size-full border-0"
        />
      </div>
      {contentId && (
        <ReportIssueModal
          open={reporting}
          onOpenChange={setReporting}
          type="game"
          contentId={contentId}
          fromTeacher={fromTeacher}
        />
      )}
    </div>
  );
}
