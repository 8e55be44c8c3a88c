import { ISSUE_MESSAGES, type IssueReportType, type IssueType } from '@ava/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssueReportRoute, useGameReported, useIssueTypes, useRegisterIssue } from '../../lib/issue-reports.ts';
import { notify } from '../../lib/toast.ts';
import { Skeleton } from '../skeleton.tsx';
import { Modal } from '../ui/modal.tsx';
import { ISSUE_REPORT_NAMESPACE } from './issue-report-strings.ts';
import { IssueTypeList } from './issue-type-list.tsx';
import { ReportForm } from './report-form.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: IssueReportType;
  /** The reported content: a game's oed_content_id, a medium's or a question's id. */
  contentId: string;
  /** A teacher testing a game: earlier reports are not pre-checked. */
  fromTeacher?: boolean;
  /** The service that takes the report: the exam wizard's database questions go to the exam builder. */
  route?: IssueReportRoute;
}

/**
 * 'Reportar Erro': the issue types (60% wide) beside the report form (40%). A type is checked
 * after a successful report, or from the start when this game was already reported with it.
 * A failed report closes the form and leaves the type unchecked.
 */
export function ReportIssueModal({ open, onOpenChange, type, contentId, fromTeacher = false, route = 'main' }: Props) {
  const { t } = useTranslation(ISSUE_REPORT_NAMESPACE);
  const issues = useIssueTypes(type, open, route);
  const reported = useGameReported(contentId, open && type === 'game' && !fromTeacher);
  const register = useRegisterIssue(route);
  const [selected, setSelected] = useState<IssueType | null>(null);
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const checked = useMemo(() => new Set([...(reported.data ?? []), ...sent]), [reported.data, sent]);

  function send(issue: IssueType, observation: string | undefined) {
    register.mutate(
      { type, type_id: contentId, issue_type_id: issue.id, ...(observation !== undefined ? { observation } : {}) },
      {
        onSuccess: () => {
          setSent((previous) => new Set(previous).add(issue.id));
          setSelected(null);
          notify({ status: 'success', message: ISSUE_MESSAGES.reported });
        },
        onError: (error) => {
          console.error('issue report failed', error);
          setSelected(null);
          notify({ status: 'error', message: error.message });
        },
      },
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} size="lg">
      {issues.isPending && <Skeleton rows={3} />}
      {issues.isError && <p role="alert">{t('loadFailed')}</p>}
      {issues.data && (
        <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
          <IssueTypeList
            issues={issues.data}
            selected={selected?.id ?? null}
            checked={checked}
            onSelect={setSelected}
          />
          <section aria-label={t('title')} className="rounded-lg bg-light/40 p-4">
            {selected ? (
              <ReportForm
                key={selected.id}
                issue={selected}
                busy={register.isPending}
                onCancel={() => setSelected(null)}
                onSubmit={(observation) => send(selected, observation)}
              />
            ) : (
              <p className="text-subtitle">{t('chooseType')}</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
