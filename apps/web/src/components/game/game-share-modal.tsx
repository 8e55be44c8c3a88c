import Copy from 'lucide-react/icons/copy';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortLink } from '../../lib/games.ts';
import { usePlatform } from '../../lib/platform.ts';
import { INPUT, SECONDARY_BUTTON } from '../ui/classes.ts';
import { Modal } from '../ui/modal.tsx';
import { GamePlayer } from './game-player.tsx';
import { GAME_NAMESPACE } from './game-strings.ts';

export interface SharedGame {
  oed_content_id: string;
  title: string;
}

interface Props {
  game: SharedGame | null;
  onClose: () => void;
}

const COPIED_MS = 2_000;

/** Where a shared link leads: the students' 'Desafios do AVA', opening this challenge. */
function sharedGameTarget(business: string, contentId: string): string {
  return `${window.location.origin}/${business}/painel/desafios-do-ava?desafio=${encodeURIComponent(contentId)}`;
}

/** A short link to the challenge, read-only with a copy button ('Copiado!'), over the same preview as the test. */
export function GameShareModal({ game, onClose }: Props) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { business } = usePlatform();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = useShortLink(game ? sharedGameTarget(business, game.oed_content_id) : '', game !== null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      // Without clipboard access the link is selected, to be copied by hand.
      console.warn('[share] clipboard refused', error);
      field.current?.select();
    }
  }

  return (
    <Modal
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={game ? t('share.title', { title: game.title }) : ''}
      size="wide"
    >
      {game && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-link`} className="font-semibold text-title">
              {t('share.link')}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={field}
                id={`${id}-link`}
                readOnly
                value={link.data ?? ''}
                placeholder={link.isPending ? t('share.creating') : undefined}
                aria-busy={link.isPending || undefined}
                aria-invalid={link.isError || undefined}
                aria-describedby={link.isError ? `${id}-failure` : undefined}
                onFocus={(event) => event.target.select()}
                className={`${INPUT} min-w-0 flex-1`}
              />
              <span className="relative">
                <button
                  type="button"
                  disabled={!link.data}
                  onClick={() => link.data && copy(link.data)}
                  className={`${SECONDARY_BUTTON} inline-flex items-center gap-1.5`}
                >
                  <Copy className="size-4 shrink-0" aria-hidden="true" />
                  {t('share.copy')}
                </button>
                {copied && (
                  <span
                    role="status"
                    className="absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded bg-title px-2 py-1 text-xs whitespace-nowrap text-white"
                  >
                    {t('share.copied')}
                  </span>
                )}
              </span>
            </div>
            {link.isError && (
              <p id={`${id}-failure`} role="alert" className="text-sm text-red-700">
                {t('share.failure')}
              </p>
            )}
          </div>
          <GamePlayer contentId={game.oed_content_id} title={game.title} fromTeacher />
        </div>
      )}
    </Modal>
  );
}
