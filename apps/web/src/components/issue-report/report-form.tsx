import { ISSUE_COMMENT_MAX_LENGTH, type IssueType, issueCommentError } from '@ava/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/classes.ts';
import { ISSUE_REPORT_NAMESPACE } from './issue-report-strings.ts';

interface Props {
  issue: IssueType;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (observation: string | undefined) => void;
}

/** Keyed by the issue type, so choosing another starts afresh. The comment of the chosen issue type, shown only when the type takes one, checked by the server's rule. */
export function ReportForm({ issue, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation(ISSUE_REPORT_NAMESPACE);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ observation: string }>({ defaultValues: { observation: '' } });

  const submit = handleSubmit((form) => onSubmit(issue.enable_obs_text ? form.observation : undefined));
  const error = errors.observation?.message;

  return (
    <form noValidate onSubmit={submit} className="flex h-full flex-col gap-3">
      <p className="font-semibold text-title">{issue.subject}</p>
      {issue.enable_obs_text && (
        <label htmlFor={`${id}-observation`} className="flex flex-col gap-1 font-semibold">
          {t('comment')}
          <textarea
            id={`${id}-observation`}
            rows={5}
            maxLength={ISSUE_COMMENT_MAX_LENGTH}
            placeholder={t('commentPlaceholder')}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className={INPUT}
            {...register('observation', { validate: (value) => issueCommentError(issue, value) ?? true })}
          />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-auto flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('cancel')}
        </button>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
