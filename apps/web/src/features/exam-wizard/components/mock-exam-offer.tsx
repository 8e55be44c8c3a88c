import { type ExamDetail, mockExamOfferSchema } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useMockExamOffer, useMockExamsOffered } from '../api/mock-exam-offers.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';

/** 'Oferecer como simulado' of a published exam: discipline and duration, and 'Retirar simulado'. */
export function MockExamOfferPanel({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const offered = useMockExamsOffered();
  const current = offered.data?.offers.find((offer) => offer.exam_id === exam.id);
  if (offered.isPending) return null;
  // Keyed by the offer, so the fields start from what the server holds.
  return (
    <section aria-labelledby="mock-exam-title" className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
      <h2 id="mock-exam-title" className="font-semibold text-title">
        {t('mockExam.title')}
      </h2>
      <p className="text-sm">
        {current
          ? t('mockExam.offered', { discipline: current.discipline, duration: current.duration })
          : t('mockExam.help')}
      </p>
      <OfferForm
        key={current ? `${current.discipline}-${current.duration}` : 'none'}
        examId={exam.id}
        discipline={current?.discipline ?? ''}
        duration={current ? String(current.duration) : ''}
        offered={Boolean(current)}
      />
    </section>
  );
}

function OfferForm(props: { examId: string; discipline: string; duration: string; offered: boolean }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const { offer, withdraw } = useMockExamOffer();
  const [discipline, setDiscipline] = useState(props.discipline);
  const [duration, setDuration] = useState(props.duration);
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const error = offer.error ?? withdraw.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const parsed = mockExamOfferSchema.safeParse({ exam_id: props.examId, discipline, duration });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setInvalid(null);
    withdraw.reset();
    offer.mutate(parsed.data, { onSuccess: () => setDone(t('mockExam.savedOffer')) });
  }

  function remove() {
    setDone(null);
    offer.reset();
    withdraw.mutate(props.examId, { onSuccess: () => setDone(t('mockExam.savedWithdraw')) });
  }

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
      <label className="flex grow flex-col gap-1">
        <span className="text-sm font-semibold">{t('mockExam.discipline')}</span>
        <input
          className={INPUT}
          value={discipline}
          maxLength={120}
          aria-invalid={invalid?.field === 'discipline'}
          onChange={(event) => setDiscipline(event.target.value)}
        />
      </label>
      <label className="flex w-40 flex-col gap-1">
        <span className="text-sm font-semibold">{t('mockExam.duration')}</span>
        <input
          className={INPUT}
          type="number"
          inputMode="numeric"
          min={1}
          value={duration}
          aria-invalid={invalid?.field === 'duration'}
          onChange={(event) => setDuration(event.target.value)}
        />
      </label>
      <button type="submit" className={PRIMARY_BUTTON} disabled={offer.isPending}>
        {props.offered ? t('mockExam.update') : t('mockExam.offer')}
      </button>
      {props.offered && (
        <button type="button" className={SECONDARY_BUTTON} disabled={withdraw.isPending} onClick={remove}>
          {t('mockExam.withdraw')}
        </button>
      )}
      {(invalid ?? error) && (
        <p role="alert" className="w-full text-red-700">
          {invalid?.message ?? error?.message}
        </p>
      )}
      {done && (
        <p role="status" className="w-full">
          {done}
        </p>
      )}
    </form>
  );
}
