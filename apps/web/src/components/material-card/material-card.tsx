import AudioLines from 'lucide-react/icons/audio-lines';
import BookOpen from 'lucide-react/icons/book-open';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import Files from 'lucide-react/icons/files';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Hand from 'lucide-react/icons/hand';
import Headphones from 'lucide-react/icons/headphones';
import Presentation from 'lucide-react/icons/presentation';
import Route from 'lucide-react/icons/route';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_CARD_NAMESPACE } from './material-card-strings.ts';

/** Material card types (document 3 section 3). */
export const MATERIAL_TYPES = [
  'challenges',
  'digitalClasses',
  'digitalBooks',
  'miscellaneous',
  'audios',
  'default_exam',
  'printed_exam',
  'learning_trail',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

const TYPE_ICONS: Record<MaterialType, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  challenges: Gamepad2,
  digitalClasses: Presentation,
  digitalBooks: BookOpen,
  miscellaneous: Files,
  audios: Headphones,
  default_exam: ClipboardList,
  printed_exam: FileText,
  learning_trail: Route,
};

const COVER = 'mx-4 mt-3 grid aspect-[17/10] place-items-center overflow-hidden rounded-lg bg-light text-primary';

export type StatusTone = 'success' | 'draft' | 'warning' | 'muted' | 'danger';

const TONES: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800',
  draft: 'bg-amber-100 text-amber-900',
  warning: 'bg-orange-100 text-orange-900',
  muted: 'bg-gray-200 text-gray-800',
  danger: 'bg-red-100 text-red-800',
};

interface Props {
  type: MaterialType;
  /** The id label of a library's card; a student's own list leaves it out. */
  id?: string;
  title: string;
  subtitle?: string;
  subject?: string | null;
  /** The grades it is for, written out ('3º ano, 4º ano'). */
  grades?: string;
  /** Sign-language and voice support of the content. */
  pcd?: { sign: boolean; voice: boolean };
  /** The cover opens the content; without an image it shows the type's icon. Without it, the cover opens nothing. */
  cover?: { label: string; onOpen: () => void; image?: string | null };
  /** The search footer: play, test, share, favourite, rating. */
  actions?: ReactNode;
  /** The factory footer: the author's actions, a status chip and details that expand. */
  factory?: { status: { label: string; tone: StatusTone }; details: ReactNode; actions: ReactNode };
}

/**
 * One material of a library or of the author's own list: type badge and id, accessibility
 * marks, subject, title, subtitle and grades over a cover that opens it, then its footers.
 */
export function MaterialCard({ type, id, title, subtitle, subject, grades, pcd, cover, actions, factory }: Props) {
  const { t } = useTranslation(MATERIAL_CARD_NAMESPACE);
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const Icon = TYPE_ICONS[type];
  return (
    <article aria-label={title} className="flex flex-col overflow-hidden rounded-xl bg-white pb-4 shadow-sm">
      <div className="flex items-center gap-2 px-4 pt-3 text-xs font-semibold">
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-on-primary">{t(`types.${type}`)}</span>
        {id && <span className="text-subtitle">{t('id', { id })}</span>}
        <span className="ml-auto flex gap-1 text-dark">
          {pcd?.sign && (
            <span role="img" aria-label={t('sign')} title={t('sign')} className="rounded-full bg-light p-1">
              <Hand className="size-4" aria-hidden="true" />
            </span>
          )}
          {pcd?.voice && (
            <span role="img" aria-label={t('voice')} title={t('voice')} className="rounded-full bg-light p-1">
              <AudioLines className="size-4" aria-hidden="true" />
            </span>
          )}
        </span>
      </div>
      {cover ? (
        <button type="button" onClick={cover.onOpen} aria-label={cover.label} className={`group ${COVER}`}>
          {cover.image ? (
            <img src={cover.image} alt="" className="size-full object-cover transition group-hover:scale-105" />
          ) : (
            <Icon className="size-12 transition group-hover:scale-110" aria-hidden="true" />
          )}
        </button>
      ) : (
        <div className={COVER}>
          <Icon className="size-12" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 px-4 pt-3">
        {subject && <p className="text-xs font-semibold text-primary uppercase">{subject}</p>}
        <h2 className="font-bold text-title">{title}</h2>
        {subtitle && <p className="line-clamp-2 text-sm text-subtitle">{subtitle}</p>}
        {grades && <p className="text-xs text-subtitle">{grades}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2 px-4 pt-3">{actions}</div>}
      {factory && (
        <div className="mt-3 flex flex-col gap-2 border-t border-gray-100 px-4 pt-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[factory.status.tone]}`}>
              <span className="sr-only">{t('status')} </span>
              {factory.status.label}
            </span>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded(!expanded)}
              className="ml-auto inline-flex min-h-8 items-center gap-1 rounded px-2 text-sm font-semibold text-primary hover:bg-light"
            >
              {t('details')}
              <ChevronDown className={`size-4 transition ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
            </button>
          </div>
          <div id={detailsId} hidden={!expanded} className="text-sm text-subtitle">
            {factory.details}
          </div>
          <div className="flex flex-wrap items-center gap-2">{factory.actions}</div>
        </div>
      )}
    </article>
  );
}
