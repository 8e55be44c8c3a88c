import type { IssueType } from '@ava/contracts';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { ISSUE_REPORT_NAMESPACE } from './issue-report-strings.ts';

interface Props {
  issues: IssueType[];
  selected: number | null;
  checked: ReadonlySet<number>;
  onSelect: (issue: IssueType) => void;
}

/** The issue types, one radio each; a type already reported shows as checked. */
export function IssueTypeList({ issues, selected, checked, onSelect }: Props) {
  const { t } = useTranslation(ISSUE_REPORT_NAMESPACE);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-title">{t('types')}</legend>
      {issues.map((issue) => (
        <label
          key={issue.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-primary has-checked:bg-light"
        >
          <input
            type="radio"
            name="issue-type"
            value={issue.id}
            checked={selected === issue.id}
            onChange={() => onSelect(issue)}
            className="mt-1 size-4 accent-primary"
          />
          <span className="flex flex-1 flex-col">
            <span className="font-semibold text-title">{issue.subject}</span>
            {issue.description && <span className="text-sm text-subtitle">{issue.description}</span>}
          </span>
          {checked.has(issue.id) && (
            <span className="flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              <Check className="size-3.5 shrink-0" aria-hidden="true" />
              {t('reported')}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
