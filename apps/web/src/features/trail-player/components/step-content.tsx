import type { TrailPlayerItem } from '@ava/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { TRAIL_PLAYER_NAMESPACE } from '../trail-player-strings.ts';

/**
 * What other features draw inside a step, placed by the app (features do not import each other):
 * the game container of the challenges and the forum.
 */
export interface StepSlots {
  /** Plays a challenge scored for the trail (rule LT, by the trail's id); `onScored` once the server scored it. */
  challenge: (step: { contentId: string; title: string; trailId: string; onScored: () => void }) => ReactNode;
  /** The step's forum; with hideComments, the others' comments show once the student commented. */
  forum: (step: { trailId: string; hiddenUntilCommented: boolean }) => ReactNode;
}

interface Props {
  item: TrailPlayerItem;
  /** The trail's hideComments. */
  hideComments: boolean;
  trailId: string;
  slots: StepSlots;
  /** A challenge was scored: the step is done. */
  onChallengeScored: () => void;
}

/** Only https addresses are embedded: a video step's content is the embed link the wizard stored. */
const embeddable = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

const LINK = 'font-semibold text-primary underline break-all';

/** The steps whose rich text introduces what they show (a text step is all rich text). */
const INTRODUCED: ReadonlySet<TrailPlayerItem['type']> = new Set(['pdf', 'image', 'file', 'forum', 'quiz']);

/** The teacher's words above a step's files, forum or questions, when there are any. */
export function StepIntro({ item }: { item: TrailPlayerItem }) {
  return INTRODUCED.has(item.type) && item.content.trim() !== '' ? <RichTextView html={item.content} /> : null;
}

/** What a step shows, by its type (document 3 section 3 'Trail item'). */
export function StepContent({ item, hideComments, trailId, slots, onChallengeScored }: Props) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  const [playing, setPlaying] = useState(false);
  switch (item.type) {
    case 'text':
      return <RichTextView html={item.content} />;
    case 'video':
      return embeddable(item.content) ? (
        <div className="aspect-video w-full">
          <iframe
            src={item.content}
            title={t('step.videoTitle', { title: item.title })}
            className="h-full w-full rounded-lg"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        </div>
      ) : null;
    case 'image':
      return (
        <div className="flex flex-col gap-2">
          {item.files.map((file) => (
            <img key={file.key} src={file.url} alt={file.name} className="max-w-full rounded-lg" />
          ))}
        </div>
      );
    case 'pdf':
      return item.files.length === 0 ? (
        <p className="text-subtitle">{t('step.noFiles')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {item.files.map((file) => (
            <PdfViewer key={file.key} src={file.url} fileName={file.name} allowDownload allowPrint />
          ))}
        </div>
      );
    case 'file':
      return item.files.length === 0 ? (
        <p className="text-subtitle">{t('step.noFiles')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {item.files.map((file) => (
            <li key={file.key}>
              <a href={file.url} download={file.name} className={LINK}>
                {t('step.download', { name: file.name })}
              </a>
            </li>
          ))}
        </ul>
      );
    case 'challenge':
      return (
        <>
          <button type="button" className={`${PRIMARY_BUTTON} self-start`} onClick={() => setPlaying(true)}>
            {t('step.play')}
          </button>
          <Modal open={playing} onOpenChange={setPlaying} title={item.title} size="wide">
            {playing &&
              slots.challenge({ contentId: item.content, title: item.title, trailId, onScored: onChallengeScored })}
          </Modal>
        </>
      );
    case 'forum':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-subtitle">{t('step.forumHint')}</p>
          {slots.forum({ trailId: item.id, hiddenUntilCommented: hideComments })}
        </div>
      );
    case 'quiz':
      return null;
  }
}
