import { FILE_LIMITS, type FileCategory, formatDateTime, SCHOOL_WORK_MESSAGES, type WorkDetail } from '@ava/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { fileProblem, uploadFile } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useWorkDetail } from '../api/work-detail.ts';
import { awaitsStart } from '../awaits-start.ts';
import { useAnswerDraft } from '../hooks/use-answer-draft.ts';
import { useAnswerSave } from '../hooks/use-answer-save.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.tsx';
import { useSendConfirmation } from '../hooks/use-send-confirmation.tsx';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { type AttachedFile, AttachedFiles } from './attached-files.tsx';

const CATEGORIES: readonly FileCategory[] = ['image', 'audio', 'document'];
const ACCEPT = CATEGORIES.flatMap((category) => FILE_LIMITS[category].extensions.map((ext) => `.${ext}`)).join(',');

const attached = (work: WorkDetail): AttachedFile[] =>
  work.files.map((file) => ({ key: file.file, name: file.file_name, url: file.file_url, size: file.size }));

/**
 * The student's answer to a work: text and files, saved as a draft or sent. `expired` holds it still
 * when the deadline passes while it is open: what was typed and attached stays on screen.
 */
export function WorkSubmission({ activityId, expired }: { activityId: string; expired: boolean }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useWorkDetail(activityId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) =>
        work.can_submit ? (
          <SubmissionForm activityId={activityId} work={work} expired={expired} />
        ) : (
          <ClosedAnswer work={work} />
        )
      }
    </QueryState>
  );
}

/** The answer that cannot be sent: not yet, or no more (then as sent, read-only). */
function ClosedAnswer({ work }: { work: WorkDetail }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  if (awaitsStart(work, new Date())) {
    return (
      <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold text-title">{t('answer')}</h2>
        <p className="text-subtitle">{serverText(SCHOOL_WORK_MESSAGES.notStarted)}</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-title">{t('answer')}</h2>
      {work.delivery_date && (
        <p className="text-sm text-subtitle">{t('sentAt', { date: formatDateTime(work.delivery_date) })}</p>
      )}
      {work.detail_text ? <RichTextView html={work.detail_text} /> : <p className="text-subtitle">{t('noAnswer')}</p>}
      <AttachedFiles files={attached(work)} />
      <p className="text-sm text-subtitle">{t('readOnly')}</p>
    </section>
  );
}

function SubmissionForm({ activityId, work, expired }: { activityId: string; work: WorkDetail; expired: boolean }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const id = useId();
  const session = useSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const [{ text, files }, change] = useAnswerDraft({ text: work.detail_text ?? '', files: attached(work) });
  const leave = useLeaveGuard(text, work.detail_text ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const answer = useAnswerSave(activityId, (draft) => {
    leave.markSaved(text);
    notify({ status: 'success', message: draft ? t('draftSaved') : t('sent') });
  });
  const folder = `activities/${activityId}/${session?.user.user_id ?? ''}`;

  async function attach(list: FileList | null) {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of Array.from(list ?? [])) {
      // The same file (name and size) is attached once.
      const twice = [...files, ...accepted].some((other) => other.name === file.name && other.size === file.size);
      const problem = fileProblem(file, CATEGORIES) ?? (twice ? t('alreadyAttached') : null);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    setProblems(refused);
    for (const file of accepted) {
      setUploading(file.name);
      try {
        const stored = await uploadFile(file, folder, CATEGORIES);
        change((draft) => ({
          files: [...draft.files, { key: stored.key, name: stored.file_name, url: stored.url, size: stored.size }],
        }));
      } catch (error) {
        setProblems((previous) => [...previous, `${file.name}: ${(error as Error).message}`]);
      }
    }
    setUploading(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function save(draft: boolean) {
    answer.save({ detail_text: text, draft, files: files.map((file) => file.key) });
  }

  const confirmSend = useSendConfirmation(() => save(false));

  // Held still while the answer is sent: once it is, the screen shows the answer sent, read-only.
  const frozen = answer.sendingFinal || expired;

  return (
    <section className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-title">{t('answer')}</h2>
      {work.draft && work.detail_text && <p className="text-sm text-subtitle">{t('draft')}</p>}
      <RichTextEditor label={t('answer')} value={text} onChange={(html) => change({ text: html })} disabled={frozen} />
      <div className="flex flex-col gap-2">
        <span className="font-semibold text-title">{t('files')}</span>
        <AttachedFiles
          files={files}
          onRemove={
            frozen
              ? undefined
              : (file) => change((draft) => ({ files: draft.files.filter((item) => item.key !== file.key) }))
          }
          removeLabel={(name) => t('removeFile', { name })}
        />
        {!expired && (
          <>
            {/* The input is hidden and its label is the button: the label shows the input's keyboard focus. */}
            <input
              id={`${id}-files`}
              ref={fileInput}
              type="file"
              multiple
              accept={ACCEPT}
              disabled={frozen}
              aria-describedby={`${id}-limits`}
              className="peer sr-only"
              onChange={(event) => void attach(event.target.files)}
            />
            <label
              htmlFor={`${id}-files`}
              className={`${SECONDARY_BUTTON} cursor-pointer self-start peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary`}
            >
              {t('attach')}
            </label>
          </>
        )}
        <p id={`${id}-limits`} className="text-xs text-subtitle">
          {t('limits')}
        </p>
        {uploading && (
          <p role="status" className="text-sm text-subtitle">
            {t('uploading', { name: uploading })}
          </p>
        )}
        {problems.map((problem) => (
          <p key={problem} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ))}
      </div>
      {expired && (
        <p role="status" className="text-sm text-amber-900">
          {serverText(SCHOOL_WORK_MESSAGES.expired)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={answer.isPending || uploading !== null || expired}
          onClick={() => save(true)}
          className={SECONDARY_BUTTON}
        >
          {t('saveDraft')}
        </button>
        <button
          type="button"
          disabled={answer.isPending || uploading !== null || expired}
          onClick={confirmSend.ask}
          className={PRIMARY_BUTTON}
        >
          {t('send')}
        </button>
      </div>
      {leave.dialog}
      {confirmSend.dialog}
    </section>
  );
}
