import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { useWorkDetail } from '../api/work-detail.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { AttachedFiles } from './attached-files.tsx';
import { DeliveryNote } from './delivery-note.tsx';

interface Props {
  activityId: string;
  studentId: string;
}

/** One student's answer to a work, text and files, as the educator reads it. */
export function StudentWorkReview({ activityId, studentId }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useWorkDetail(activityId, studentId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) => (
        <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
          <BackLink to="../.." relative="path">
            {t('back')}
          </BackLink>
          <h2 className="text-lg font-semibold text-title">{work.student.name}</h2>
          <DeliveryNote work={work} />
          {work.detail_text ? (
            <RichTextView html={work.detail_text} />
          ) : (
            <p className="text-subtitle">{t('noAnswer')}</p>
          )}
          <AttachedFiles
            files={work.files.map((file) => ({
              key: file.file,
              name: file.file_name,
              url: file.file_url,
              size: file.size,
            }))}
          />
        </section>
      )}
    </QueryState>
  );
}
