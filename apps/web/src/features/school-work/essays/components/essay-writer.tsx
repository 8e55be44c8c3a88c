import { EDITOR_FONT_SIZES_PT, SCHOOL_WORK_MESSAGES, type WorkDetail, wrapEssayText } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../../components/ui/classes.ts';
import { serverText } from '../../../../i18n/vocabulary.ts';
import { notify } from '../../../../lib/toast.ts';
import { useAnswerDraft } from '../../hooks/use-answer-draft.ts';
import { useAnswerSave } from '../../hooks/use-answer-save.ts';
import { useLeaveGuard } from '../../hooks/use-leave-guard.tsx';
import { useSendConfirmation } from '../../hooks/use-send-confirmation.tsx';
import { essayKeys } from '../api/essay-keys.ts';
import { essayToHtml, essayToPlain } from '../essay-text.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';

interface Props {
  activity: string;
  essay: WorkDetail;
  /** The deadline passed while the essay was open: the text stays on screen, and can no longer change or go. */
  expired: boolean;
}

/** The student writes the essay, picks the letter size, saves drafts and sends it. */
export function EssayWriter({ activity, essay, expired }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const id = useId();
  const stored = essayToPlain(essay.detail_text);
  const [{ text, fontSize }, change] = useAnswerDraft({
    text: stored.text,
    fontSize: essay.font_size ?? stored.fontSize,
  });
  const leave = useLeaveGuard(text, stored.text);
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerSave(
    activity,
    (draft) => {
      leave.markSaved(text);
      notify({ status: 'success', message: draft ? t('draftSaved') : t('sent') });
    },
    [essayKeys.all(activity)],
  );

  function save(draft: boolean) {
    if (!draft && text.trim() === '') {
      setError(t('empty'));
      return;
    }
    setError(null);
    answer.save({ detail_text: wrapEssayText(essayToHtml(text), fontSize), draft });
  }

  const confirmSend = useSendConfirmation(() => save(false));
  function askToSend() {
    if (text.trim() === '') setError(t('empty'));
    else confirmSend.ask();
  }

  // Held still while the essay is sent: once it is, the screen shows the text sent, read-only.
  const frozen = answer.sendingFinal || expired;

  return (
    <section className="flex max-w-3xl flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-text`} className="flex-1 text-lg font-semibold text-title">
          {t('text')}
        </label>
        <label htmlFor={`${id}-size`} className="text-sm text-subtitle">
          {t('fontSize')}
        </label>
        <select
          id={`${id}-size`}
          value={fontSize}
          disabled={frozen}
          onChange={(event) => change({ fontSize: Number(event.target.value) })}
          className="rounded-lg border border-gray-300 px-2 py-1"
        >
          {EDITOR_FONT_SIZES_PT.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <textarea
        id={`${id}-text`}
        value={text}
        readOnly={frozen}
        rows={16}
        onChange={(event) => change({ text: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${INPUT} leading-relaxed`}
        style={{ fontSize: `${fontSize}pt` }}
      />
      <p id={`${id}-count`} className="text-xs text-subtitle">
        {t('characters', { count: text.length })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {expired && (
        <p role="status" className="text-sm text-amber-900">
          {serverText(SCHOOL_WORK_MESSAGES.expired)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={answer.isPending || expired}
          onClick={() => save(true)}
          className={SECONDARY_BUTTON}
        >
          {t('saveDraft')}
        </button>
        <button type="button" disabled={answer.isPending || expired} onClick={askToSend} className={PRIMARY_BUTTON}>
          {t('send')}
        </button>
      </div>
      {leave.dialog}
      {confirmSend.dialog}
    </section>
  );
}
