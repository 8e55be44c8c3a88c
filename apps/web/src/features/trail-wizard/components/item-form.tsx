import {
  TRAIL_ITEM_TYPE_LABELS,
  TRAIL_ITEM_TYPES,
  TRAIL_TITLE_MAX,
  type TrailDetail,
  type TrailFile,
  type TrailItem,
  type TrailItemType,
  type TrailQuestionInput,
} from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audioUploader, imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { ChallengePicker } from './challenge-picker.tsx';
import { FILE_STEPS, type FileStepType, ItemFiles } from './item-files.tsx';
import { emptyQuestion, QuizEditor } from './quiz-editor.tsx';
import { StepFeedback } from './step-feedback.tsx';

const isFileStep = (type: TrailItemType): type is FileStepType => type in FILE_STEPS;

/** One step's editor: its title, its type and what that type holds; saves it alone. */
export function ItemForm({ trail, item, onDone }: { trail: TrailDetail; item?: TrailItem; onDone: () => void }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const save = useTrailStep(trailSteps.saveItem);
  const [title, setTitle] = useState(item?.trail_title ?? '');
  const [type, setType] = useState<TrailItemType>(item?.trail_type ?? 'text');
  const [content, setContent] = useState(item?.trail_content ?? '');
  const [challengeTitle, setChallengeTitle] = useState(item?.challenge_title ?? null);
  const [files, setFiles] = useState<TrailFile[]>(item?.trail_files.map(({ key, name }) => ({ key, name })) ?? []);
  const [questions, setQuestions] = useState<TrailQuestionInput[]>(item?.trail_questions ?? [emptyQuestion()]);
  const [uploading, setUploading] = useState(false);
  const uploadImage = imageUploader(`trails/${trail.id}`);
  const uploadAudio = audioUploader(`trails/${trail.id}`);

  function changeType(next: TrailItemType) {
    // Content of one kind means nothing to another (a video link is not a challenge id).
    if ((next === 'video') !== (type === 'video') || (next === 'challenge') !== (type === 'challenge')) setContent('');
    setType(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      [
        trail.external_id,
        {
          trail_id: item?.trail_id,
          trail_title: title,
          trail_type: type,
          trail_content: content,
          trail_order: item?.trail_order,
          trail_files: isFileStep(type) ? files : [],
          trail_questions: type === 'quiz' ? questions : [],
        },
      ],
      { onSuccess: onDone },
    );
  }

  const richText = (label: string) => (
    <div className="flex flex-col gap-1">
      <span className="font-semibold">{label}</span>
      <RichTextEditor
        label={label}
        value={content}
        onChange={setContent}
        uploadImage={uploadImage}
        uploadAudio={uploadAudio}
        onUploadingChange={setUploading}
        minHeight="6rem"
      />
    </div>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4"
      aria-label={item ? t('items.editing', { title: item.trail_title }) : t('items.newItem')}
      onSubmit={submit}
    >
      <h3 className="font-semibold text-title">
        {item ? t('items.editing', { title: item.trail_title }) : t('items.newItem')}
      </h3>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('items.name')}</span>
        <input
          className={INPUT}
          maxLength={TRAIL_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('items.type')}</span>
        <select className={INPUT} value={type} onChange={(event) => changeType(event.target.value as TrailItemType)}>
          {TRAIL_ITEM_TYPES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {TRAIL_ITEM_TYPE_LABELS[candidate]}
            </option>
          ))}
        </select>
      </label>
      {type === 'text' && richText(t('items.content'))}
      {type === 'forum' && richText(t('items.prompt'))}
      {type === 'video' && (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('items.videoLink')}</span>
          <input className={INPUT} type="url" value={content} onChange={(event) => setContent(event.target.value)} />
        </label>
      )}
      {type === 'challenge' && (
        <ChallengePicker
          value={content}
          title={challengeTitle}
          onChange={(id, chosen) => {
            setContent(id);
            setChallengeTitle(chosen);
          }}
        />
      )}
      {isFileStep(type) && (
        <>
          <ItemFiles
            trailId={trail.id}
            type={type}
            value={files}
            onChange={setFiles}
            onUploadingChange={setUploading}
          />
          {richText(t('items.description'))}
        </>
      )}
      {type === 'quiz' && (
        <>
          {richText(t('items.description'))}
          <QuizEditor value={questions} onChange={setQuestions} />
        </>
      )}
      <StepFeedback error={save.error} saved={false} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending || uploading}>
          {t('items.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('items.cancel')}
        </button>
      </div>
    </form>
  );
}
