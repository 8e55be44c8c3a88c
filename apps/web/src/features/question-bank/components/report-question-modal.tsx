import type { IssueType } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_REPORT_NAMESPACE } from '../../../components/issue-report/issue-report-strings.ts';
import { IssueTypeList } from '../../../components/issue-report/issue-type-list.tsx';
import { ReportForm } from '../../../components/issue-report/report-form.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useQuestionIssues, useReportQuestion } from '../api/questions.ts';

interface Props {
  questionId: string | null;
  onClose: () => void;
}

/** 'Reportar Erro' of a question: the shared issue list and form, sent to the questions service. */
export function ReportQuestionModal({ questionId, onClose }: Props) {
  const { t } = useTranslation(ISSUE_REPORT_NAMESPACE);
  const open = questionId !== null;
  const issues = useQuestionIssues(open);
  const report = useReportQuestion();
  const [selected, setSelected] = useState<IssueType | null>(null);
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());

  function send(issue: IssueType, comments: string | undefined) {
    if (!questionId) return;
    report.mutate(
      { issueTypeId: issue.id, issuableId: questionId, ...(comments !== undefined ? { comments } : {}) },
      {
        onSuccess: (answer) => {
          setSent((previous) => new Set(previous).add(issue.id));
          setSelected(null);
          notify({ status: 'success', message: answer.message });
        },
        onError: (error) => {
          setSelected(null);
          notify({ status: 'error', message: error.message });
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSelected(null);
          setSent(new Set());
          onClose();
        }
      }}
      title={t('title')}
      description={t('description')}
      size="lg"
    >
      {issues.data && (
        <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
          <IssueTypeList issues={issues.data} selected={selected?.id ?? null} checked={sent} onSelect={setSelected} />
          <section aria-label={t('title')} className="rounded-lg bg-light/40 p-4">
            {selected ? (
              <ReportForm
                key={selected.id}
                issue={selected}
                busy={report.isPending}
                onCancel={() => setSelected(null)}
                onSubmit={(comments) => send(selected, comments)}
              />
            ) : (
              <p className="text-subtitle">{t('chooseType')}</p>
            )}
          </section>
        </div>
      )}
      {issues.isPending && <Skeleton rows={3} />}
    </Modal>
  );
}
