import { forumNewCommentSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { imageUploader } from '../../../components/rich-text-editor/file-upload.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useNewComment } from '../api/forum-mutations.ts';
import { FORUM_NAMESPACE } from '../forum-strings.ts';

const composerSchema = forumNewCommentSchema.pick({ comment: true, anonymous: true });
type ComposerForm = z.input<typeof composerSchema>;

interface Props {
  activity: string;
  /** The step of a trail whose forum this is. */
  trailId?: string;
  /** 0 for a new thread, else the comment answered. */
  mainComment: number;
  label: string;
  allowAnonymous: boolean;
  /** The forum closed while it was open: what was typed stays on screen, and can no longer change or go. */
  readOnly?: boolean;
  /** Focus the box once it opens (a reply box opened from its comment's 'Responder'). */
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Images of a forum go to its own folder, whose address names no author (a comment may be anonymous). */
const forumFolder = (activity: string) => `forum/${activity}`;

/** Writes a comment or a reply in the rich-text editor, images included. */
export function CommentComposer({
  activity,
  trailId,
  mainComment,
  label,
  allowAnonymous,
  readOnly = false,
  autoFocus = false,
  onDone,
  onCancel,
}: Props) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const send = useNewComment(activity, trailId);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ComposerForm>({
    resolver: zodResolver(composerSchema),
    defaultValues: { comment: '', anonymous: false },
  });

  // On opening: the editor's box is in the document by the time the form's effects run.
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus();
  }, [autoFocus]);

  const submit = handleSubmit((form) => {
    if (readOnly) return;
    send.mutate(
      { main_comment: mainComment, comment: form.comment, anonymous: form.anonymous ?? false },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('sent') });
          reset();
          onDone?.();
        },
      },
    );
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-2">
      {/* A new thread's box is shown with its name; a reply's opens under the comment it answers. */}
      {mainComment === 0 && <p className="font-semibold text-title">{label}</p>}
      <Controller
        control={control}
        name="comment"
        render={({ field }) => (
          <RichTextEditor
            label={label}
            value={field.value}
            onChange={field.onChange}
            // Held still while it is sent: what is sent is what the composer shows, and it empties after.
            disabled={send.isPending || readOnly}
            uploadImage={imageUploader(forumFolder(activity), { hideName: true })}
            onUploadingChange={setUploading}
            invalid={Boolean(errors.comment)}
            describedBy={errors.comment ? `${id}-error` : undefined}
            minHeight={mainComment ? '5rem' : '8rem'}
          />
        )}
      />
      {errors.comment?.message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {errors.comment.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {allowAnonymous && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              disabled={send.isPending || readOnly}
              {...register('anonymous')}
            />
            {t('anonymous')}
          </label>
        )}
        <div className="ml-auto flex flex-wrap justify-end gap-2 whitespace-nowrap">
          {onCancel && (
            <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
              {t('cancel')}
            </button>
          )}
          <button type="submit" disabled={send.isPending || uploading || readOnly} className={PRIMARY_BUTTON}>
            {mainComment ? t('sendReply') : t('send')}
          </button>
        </div>
      </div>
    </form>
  );
}
