import { MESSAGES, TRAIL_TITLE_MAX, type TrailDetail } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audioUploader, imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { type IntroValues, trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** Intro: title, guidance and cover image. Without a trail it creates the draft. */
export function IntroStep({ trail, onCreated }: { trail?: TrailDetail; onCreated?: (trail: TrailDetail) => void }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const next = useNextStep();
  const [values, setValues] = useState<IntroValues>({
    title: trail?.title ?? '',
    guidance: trail?.guidance ?? '',
    layout: trail?.layout ?? '',
    image: null,
    remove_image: false,
  });
  const [uploading, setUploading] = useState(false);
  const save = useTrailStep(trailSteps.intro);
  const id = useId();
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const empty = values.title.trim() === '';
    setMissing(empty);
    if (empty) return;
    save.mutate([trail?.external_id, values], {
      onSuccess: (saved) => (onCreated ? onCreated(saved) : next()),
    });
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.title')}</span>
        <input
          className={INPUT}
          required
          maxLength={TRAIL_TITLE_MAX}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-title-error` : undefined}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </label>
      {missing && (
        <p id={`${id}-title-error`} role="alert" className="-mt-3 text-sm text-red-700">
          {MESSAGES.requiredField}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.guidance')}</span>
        <RichTextEditor
          label={t('intro.guidance')}
          value={values.guidance}
          onChange={(guidance) => setValues((current) => ({ ...current, guidance }))}
          uploadImage={trail ? imageUploader(`trails/${trail.id}`) : undefined}
          uploadAudio={trail ? audioUploader(`trails/${trail.id}`) : undefined}
          onUploadingChange={setUploading}
          minHeight="6rem"
        />
      </div>
      {trail?.image_url && !values.remove_image && (
        <div className="flex flex-wrap items-end gap-3">
          <img src={trail.image_url} alt={t('intro.currentImage')} className="max-h-32" />
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.remove_image ?? false}
              onChange={(event) => setValues({ ...values, remove_image: event.target.checked })}
            />
            {t('intro.removeImage')}
          </label>
        </div>
      )}
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.image')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => setValues({ ...values, image: event.target.files?.[0] ?? null })}
        />
      </label>
      <StepFeedback error={save.error} saved={save.isSuccess} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending || uploading}>
        {t('intro.save')}
      </button>
    </form>
  );
}
