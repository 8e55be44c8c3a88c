import { certificateWorkloadLabel, formatDate, frequencyLabel } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { formatIsoDate } from '../../../components/inputs/date-rules.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useFrequencyDetails } from '../api/frequency-details.ts';
import { useWorkloadDetails } from '../api/workload-details.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

function useStudentParams() {
  const { studentId = '' } = useParams();
  const [params] = useSearchParams();
  return { studentId, classroomId: params.get('turma') ?? '', month: params.get('mes') ?? '', search: `?${params}` };
}

type LessonRow = { lesson_id: string; date: string; subject: string; lessons: number; absent: boolean };

/** frequencia/:studentId: the student's lessons of the month, present or absent. */
export function FrequencyDetailsScreen() {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const { studentId, classroomId, month, search } = useStudentParams();
  const query = useFrequencyDetails(classroomId, studentId, month);
  const columns: Column<LessonRow>[] = [
    { key: 'date', header: t('frequencyDetails.date'), cell: (row) => formatIsoDate(row.date), place: 'title' },
    { key: 'subject', header: t('frequencyDetails.subject'), cell: (row) => row.subject },
    { key: 'lessons', header: t('frequencyDetails.lessons'), cell: (row) => row.lessons },
    {
      key: 'status',
      header: t('frequencyDetails.status'),
      cell: (row) => (row.absent ? t('frequencyDetails.absent') : t('frequencyDetails.present')),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={`..${search}`} relative="path">
        {t('back')}
      </BackLink>
      <QueryState query={query} errorText={t('loadError')}>
        {(data) => (
          <>
            <h2 className="text-xl font-bold text-title">{data.student.name}</h2>
            <p>{`${t('students.frequency')}: ${frequencyLabel(data.student.frequency)} · ${t('students.missed')}: ${data.student.missed_classes} / ${data.student.classes}`}</p>
            <DataTable
              caption={t('frequencyDetails.caption')}
              columns={columns}
              rows={data.lessons}
              rowKey={(row) => row.lesson_id}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** carga/:studentId: the student's delivered activities and days on the platform in the month. */
export function WorkloadDetailsScreen() {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const { studentId, classroomId, month, search } = useStudentParams();
  const query = useWorkloadDetails(classroomId, studentId, month);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={`..${search}`} relative="path">
        {t('back')}
      </BackLink>
      <QueryState query={query} errorText={t('loadError')}>
        {(data) => (
          <>
            <h2 className="text-xl font-bold text-title">{data.student.name}</h2>
            <p>{`${t('workload.activityMinutes')}: ${certificateWorkloadLabel(data.student.activity_minutes)} · ${t('workload.platformMinutes')}: ${certificateWorkloadLabel(data.student.platform_minutes)}`}</p>
            <DataTable
              caption={t('workloadDetails.activities')}
              rows={data.activities}
              rowKey={(row) => row.activity_id}
              columns={[
                { key: 'title', header: t('workloadDetails.title'), cell: (row) => row.title, place: 'title' },
                { key: 'at', header: t('workloadDetails.deliveredAt'), cell: (row) => formatDate(row.delivered_at) },
                { key: 'workload', header: t('workloadDetails.workload'), cell: (row) => row.workload_label },
              ]}
            />
            <DataTable
              caption={t('workloadDetails.days')}
              rows={data.platform_days}
              rowKey={(row) => row.day}
              columns={[
                { key: 'day', header: t('workloadDetails.day'), cell: (row) => formatIsoDate(row.day), place: 'title' },
                {
                  key: 'minutes',
                  header: t('workloadDetails.minutes'),
                  cell: (row) => certificateWorkloadLabel(row.minutes),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
