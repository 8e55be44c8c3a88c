import { STUDENT_LOAD_EXTENSIONS, type StudentLoadPreview } from '@ava/contracts';
import Download from 'lucide-react/icons/download';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadLoadModel } from '../api/fetch-model.ts';
import { useConfirmLoad, usePreviewLoad } from '../api/fetch-students.ts';
import { SCHOOL_DATA_NAMESPACE } from '../school-data-strings.ts';
import { LoadPreview } from './load-preview.tsx';
import { LoadProgress } from './load-progress.tsx';

const ACCEPT = STUDENT_LOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * 'Carregar alunos': pick a sheet, see every line's problems (and the dialog of document 2
 * when there are any), fix the file and send it again; once it is valid, confirm, follow the
 * progress and print the new accounts' access sheet.
 */
export function StudentLoad({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StudentLoadPreview | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loadId, setLoadId] = useState<string | null>(null);
  const check = usePreviewLoad();
  const confirm = useConfirmLoad();
  const failure = check.error ?? confirm.error;

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    check.reset();
    confirm.reset();
  }

  function send() {
    if (!file) return;
    check.mutate(
      { schoolId, file },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setDialogOpen(answer.dialog !== null);
        },
      },
    );
  }

  if (loadId) return <LoadProgress loadId={loadId} />;

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="type-subtitle text-title">
        {t('load.title')}
      </h2>
      <p className="text-subtitle">{t('load.intro')}</p>
      <button
        type="button"
        className={`${LINK_BUTTON} self-start`}
        onClick={() => downloadLoadModel().catch((error: Error) => notify({ status: 'error', message: error.message }))}
      >
        <Download className="mr-1 inline size-4" aria-hidden="true" />
        {t('load.model')}
      </button>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-file`} className="font-semibold">
            {t('load.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm"
          />
        </div>
        <button type="button" disabled={!file || check.isPending} onClick={send} className={SECONDARY_BUTTON}>
          {check.isPending ? t('load.checking') : preview ? t('load.again') : t('load.check')}
        </button>
      </div>
      {failure && (
        <p role="alert" className="font-semibold text-red-700">
          {serverText(failure.message)}
        </p>
      )}
      {preview && (
        <>
          <LoadPreview preview={preview} />
          {preview.verdict === 'ok' ? (
            <button
              type="button"
              disabled={confirm.isPending}
              onClick={() => file && confirm.mutate({ schoolId, file }, { onSuccess: (load) => setLoadId(load.id) })}
              className={`${PRIMARY_BUTTON} self-start`}
            >
              {t('load.confirm')}
            </button>
          ) : (
            <p className="text-subtitle">{t('load.fixIt')}</p>
          )}
          {preview.dialog && (
            <StatusModal
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              status="warning"
              title={serverText(preview.dialog)}
              message={preview.verdict === 'empty' ? t('load.intro') : t('load.fixIt')}
            />
          )}
        </>
      )}
    </section>
  );
}
