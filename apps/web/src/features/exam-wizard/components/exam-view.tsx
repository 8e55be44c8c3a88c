import { EXAM_STATUS, EXAM_STATUS_LABELS, type ExamStatus } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useExamDetail } from '../api/exam-detail.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { ExamMarks } from './exam-marks.tsx';
import { MockExamOfferPanel } from './mock-exam-offer.tsx';
import { PdfButton } from './pdf-button.tsx';
import { QuestionSummary } from './question-summary.tsx';

/** An exam as any educator who may see it reads it: questions with the correct alternatives, marks, PDF. */
export function ExamView() {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const { externalId } = useParams();
  const query = useExamDetail(externalId);
  if (query.isPending) return <Skeleton shape="card" rows={5} className="p-4" />;
  if (query.isError)
    return (
      <p role="alert" className="p-4">
        {query.error.message}
      </p>
    );
  const exam = query.data;
  return (
    <article className="flex flex-col gap-4 p-4">
      <Link to=".." relative="path" className="text-sm text-primary">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold text-title">{exam.description}</h1>
      <p className="text-sm">
        {t('status.current', { status: EXAM_STATUS_LABELS[exam.status as ExamStatus] })} ·{' '}
        {t('by', { name: exam.author.name })}
      </p>
      {exam.image_url && <img src={exam.image_url} alt="" className="max-h-48 self-start rounded" />}
      <RichTextView html={exam.guidance} />
      <div className="flex flex-wrap items-center gap-3">
        {exam.is_author && (
          <Link className={SECONDARY_BUTTON} to="editar">
            {t('edit')}
          </Link>
        )}
        {exam.printed && <PdfButton exam={exam} />}
        <ExamMarks exam={exam} />
      </div>
      {exam.status === EXAM_STATUS.active && <MockExamOfferPanel exam={exam} />}
      <ol className="flex flex-col gap-3">
        {exam.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionSummary question={question} number={index + 1} />
          </li>
        ))}
      </ol>
    </article>
  );
}
