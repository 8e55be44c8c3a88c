import type { LibraryDetails as Details, LibraryCardType } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Flag from 'lucide-react/icons/flag';
import Paperclip from 'lucide-react/icons/paperclip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ReportIssueModal } from '../../../components/issue-report/report-issue-modal.tsx';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { LINK_BUTTON, ROW_ACTION, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useSession } from '../../../lib/session.ts';
import { markDownloaded, rateLibraryItem, useLibraryDetails } from '../api/library-api.ts';
import { LIBRARY_NAMESPACE } from '../library-strings.ts';
import { useLibraryWorkload } from '../use-library-workload.ts';
import { AudioPlayer } from './audio-player.tsx';
import { FavoriteButton } from './favorite-button.tsx';

/** PUT /info/downloaded beside the browser's own download; a failure only goes to the log. */
const recordDownload = (id: string) =>
  void markDownloaded(id).catch((error) => console.error('[library] downloaded', error));

function Attachments({ item }: { item: Details }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  if (item.attachments.length === 0) return null;
  return (
    <section aria-labelledby="library-attachments" className="flex flex-col gap-2 rounded-xl bg-white p-4">
      <h2 id="library-attachments" className="font-bold text-title">
        {t('details.attachments')}
      </h2>
      <ul className="flex flex-col gap-1">
        {item.attachments.map((attachment) => (
          <li key={attachment.url}>
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${LINK_BUTTON} inline-flex items-center gap-1`}
            >
              <Paperclip className="size-4" aria-hidden="true" />
              {attachment.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The body of an item by its type: a class's video and text, a book's pages, an audio, a material's file. */
function Content({ item, type }: { item: Details; type: LibraryCardType }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  return (
    <div className="flex flex-col gap-4">
      {item.video_url && (
        // biome-ignore lint/a11y/useMediaCaption: the library's videos come without caption files.
        <video src={item.video_url} controls className="aspect-video w-full max-w-3xl rounded-xl bg-black" />
      )}
      {item.audio_url && <AudioPlayer src={item.audio_url} title={item.title} />}
      {item.file_url && type === 'digitalBooks' && (
        <PdfViewer
          src={item.file_url}
          fileName={`${item.title}.pdf`}
          allowDownload={item.downloadable}
          onDownload={() => recordDownload(item.id)}
          allowPrint={item.downloadable}
        />
      )}
      {item.file_url && type !== 'digitalBooks' && item.downloadable && (
        <a
          href={item.file_url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordDownload(item.id)}
          className={`${SECONDARY_BUTTON} self-start`}
        >
          {t('details.download')}
        </a>
      )}
      {item.body_html && <RichTextView html={item.body_html} className="rounded-xl bg-white p-4" />}
      <Attachments item={item} />
    </div>
  );
}

/** An item's page (`{slug}/{id}/...`): its content, favourite, rating and 'Reportar Erro'; time spent counts as workload. */
export function LibraryDetails({ type }: { type: LibraryCardType }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const { id = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const details = useLibraryDetails(id);
  const [reporting, setReporting] = useState(false);
  useLibraryWorkload(type);
  const list = (location.state as { list?: string } | null)?.list;
  return (
    <section className="flex flex-col gap-4">
      <Link
        to={`../..${list ? `?${list}` : ''}`}
        relative="path"
        className={`${LINK_BUTTON} inline-flex items-center gap-1 self-start`}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('details.back')}
      </Link>
      <QueryState query={details} errorText={t('details.loadError')}>
        {(item) => (
          <>
            <header className="flex flex-col gap-2 rounded-xl bg-white p-4">
              <p className="text-xs font-semibold text-primary uppercase">
                {[t(`titles.${type}`), item.subject].filter(Boolean).join(' · ')}
              </p>
              <h1 className="text-2xl font-bold text-title">{item.title}</h1>
              {item.subtitle && <p className="text-subtitle">{item.subtitle}</p>}
              {item.description && <p className="text-sm text-subtitle">{item.description}</p>}
              {item.grades.length > 0 && (
                <p className="text-xs text-subtitle">{item.grades.map(serverText).join(', ')}</p>
              )}
              <div className="flex flex-wrap items-center gap-3 pt-2">
                <FavoriteButton id={item.id} favorite={item.favorite} />
                <button type="button" onClick={() => setReporting(true)} className={`${ROW_ACTION} gap-1`}>
                  <Flag className="size-4" aria-hidden="true" />
                  {t('details.report')}
                </button>
              </div>
              {session && (
                <RatingWidget
                  value={item.user_rating}
                  onRate={(rating) =>
                    rateLibraryItem(
                      { platform: session.platform, user_id: session.user.user_id, medium: item.id, from: item.source },
                      rating,
                    )
                  }
                />
              )}
            </header>
            <Content item={item} type={type} />
            <ReportIssueModal open={reporting} onOpenChange={setReporting} type="Medium" contentId={item.id} />
          </>
        )}
      </QueryState>
    </section>
  );
}
