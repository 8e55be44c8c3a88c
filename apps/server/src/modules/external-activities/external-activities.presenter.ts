import {
  ACTIVITY_KIND_LABELS,
  type ActivityKind,
  activityTypeCode,
  EXTERNAL_ACTIVITY_STATUS,
  type ExternalActivityItem,
  type ExternalActivityStatus,
  type ExternalClosedItem,
} from '@ava/contracts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

interface ItemRow {
  id: string;
  title: string;
  kind: string;
  end_time: Date | null;
  teacherName: string;
}

/**
 * The external services keep no record of their own beside the activity: `id` and
 * `activity_id` are both the activity's id, the one its screens open.
 */
export function presentOpenItem(row: ItemRow & { workload: number | null; status: number }): ExternalActivityItem {
  return {
    id: row.id,
    activity_id: row.id,
    title: row.title,
    end_date: iso(row.end_time),
    type: ACTIVITY_KIND_LABELS[row.kind as ActivityKind],
    teacher: row.teacherName,
    status: row.status as ExternalActivityStatus,
    workload: row.workload,
    bncc: [],
    unread_comments: false,
    mars: true,
  };
}

export function presentClosedItem(
  row: ItemRow & { score: string | null; pokz: number; teacherComment: string | null },
): ExternalClosedItem {
  const kind = row.kind as ActivityKind;
  return {
    id: row.id,
    activity_id: row.id,
    title: row.title,
    teacher: row.teacherName,
    activity_type: activityTypeCode(kind),
    actv_status: EXTERNAL_ACTIVITY_STATUS.finished,
    end_time: iso(row.end_time),
    pokz: row.pokz,
    score: row.score === null ? null : Number(row.score),
    teacher_comments: row.teacherComment,
    // Exams, trails and challenges take no attached files.
    student_files: [],
    type: ACTIVITY_KIND_LABELS[kind],
    mars: true,
  };
}
