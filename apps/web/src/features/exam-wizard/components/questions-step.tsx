import type { ExamDetail } from '@ava/contracts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import LibraryBig from 'lucide-react/icons/library-big';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { BankImport } from './bank-import.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionSummary } from './question-summary.tsx';
import { StepFeedback } from './step-feedback.tsx';

type Direction = 'up' | 'down';
const MOVE_BUTTON = `${CLOSE_BUTTON} text-primary disabled:cursor-not-allowed disabled:opacity-40`;

/**
 * Questions: the exam's questions in order, each editable, removable and movable up or down; the
 * form for a new one, and the import of questions from the question bank.
 */
export function QuestionsStep({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const [editing, setEditing] = useState<string | 'new' | null>(exam.questions.length === 0 ? 'new' : null);
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const remove = useWizardStep(wizardSteps.removeQuestion);
  const order = useWizardStep(wizardSteps.orderQuestions);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const lastIndex = exam.questions.length - 1;

  // The moved question's DOM may have been taken out and put back: focus goes back to its button,
  // or to the other one when it has reached the top or the bottom.
  useEffect(() => {
    if (!moved) return;
    const index = exam.questions.findIndex((question) => question.id === moved.id);
    const atEnd = moved.direction === 'up' ? index === 0 : index === exam.questions.length - 1;
    const direction = atEnd ? (moved.direction === 'up' ? 'down' : 'up') : moved.direction;
    moveButtons.current.get(`${moved.id}-${direction}`)?.focus();
  }, [moved, exam.questions]);

  function move(index: number, direction: Direction) {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = exam.questions.map((question) => question.id);
    const [id] = ids.splice(index, 1);
    if (!id || order.isPending || target < 0 || target > lastIndex) return;
    ids.splice(target, 0, id);
    order.mutate([exam.external_id, ids], {
      onSuccess: () => {
        setMoved({ id, direction });
        setAnnouncement(t('questions.moved', { number: target + 1 }));
      },
    });
  }

  const moveButton = (id: string, index: number, direction: Direction) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        ref={(element) => {
          if (element) moveButtons.current.set(`${id}-${direction}`, element);
          else moveButtons.current.delete(`${id}-${direction}`);
        }}
        className={MOVE_BUTTON}
        aria-label={t(direction === 'up' ? 'questions.moveUp' : 'questions.moveDown', { number: index + 1 })}
        disabled={direction === 'up' ? index === 0 : index === lastIndex}
        onClick={() => move(index, direction)}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    );
  };

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {exam.questions.length === 0 && <p>{t('questions.none')}</p>}
      <ol className="flex flex-col gap-3">
        {exam.questions.map((question, index) => (
          <li key={question.id}>
            {editing === question.id ? (
              <QuestionForm
                externalId={exam.external_id}
                question={question}
                number={index + 1}
                onDone={() => setEditing(null)}
              />
            ) : (
              <QuestionSummary
                question={question}
                number={index + 1}
                actions={
                  <span className="flex flex-wrap items-center gap-3">
                    {exam.questions.length > 1 && (
                      <span className="flex gap-1">
                        {moveButton(question.id, index, 'up')}
                        {moveButton(question.id, index, 'down')}
                      </span>
                    )}
                    <button type="button" className={LINK_BUTTON} onClick={() => setEditing(question.id)}>
                      {t('questions.edit', { number: index + 1 })}
                    </button>
                    <button
                      type="button"
                      className={LINK_BUTTON}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate([exam.external_id, question.id])}
                    >
                      {t('questions.remove', { number: index + 1 })}
                    </button>
                  </span>
                }
              />
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="text-sm text-subtitle empty:hidden">
        {announcement}
      </p>
      <StepFeedback error={remove.error ?? order.error} saved={false} />
      <div className="flex flex-wrap gap-2">
        {editing !== 'new' && (
          <button type="button" className={PRIMARY_BUTTON} onClick={() => setEditing('new')}>
            {t('questions.add')}
          </button>
        )}
        <button
          type="button"
          className={`${SECONDARY_BUTTON} flex items-center gap-2`}
          onClick={() => setImporting(true)}
        >
          <LibraryBig className="size-5" aria-hidden="true" />
          {t('bank.open')}
        </button>
      </div>
      {editing === 'new' && (
        <QuestionForm
          key={exam.questions.length}
          externalId={exam.external_id}
          number={exam.questions.length + 1}
          onDone={() => setEditing(null)}
        />
      )}
      {importing && (
        <BankImport
          exam={exam}
          onClose={() => setImporting(false)}
          onImported={(count) => {
            setImporting(false);
            // The empty new question's form gives way to the questions that came in.
            setEditing((current) => (current === 'new' ? null : current));
            setAnnouncement(t('bank.imported', { count }));
          }}
        />
      )}
    </div>
  );
}
