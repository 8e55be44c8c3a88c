import {
  type GuardianScheduleItem,
  SCHEDULE_STATUS,
  type ScheduleEdit,
  type SchedulePolicies,
  type ScheduleSummary,
} from '@ava/contracts';
import type { RecipientRow, Ref, ScheduleRow } from './schedules.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The transitions (document 3 section 4 leaves them to us; README 'Statuses'): a draft is edited,
 * published or deleted; a published item goes back to draft while nobody has answered, is finished
 * or archived; a finished item is archived. Messages are added to drafts and published items.
 */
export function policiesOf(row: Pick<ScheduleRow, 'status'>, answered: number): SchedulePolicies {
  const { status } = row;
  return {
    edit: status === SCHEDULE_STATUS.draft,
    publish: status === SCHEDULE_STATUS.draft,
    delete: status === SCHEDULE_STATUS.draft,
    draft: status === SCHEDULE_STATUS.active && answered === 0,
    finish: status === SCHEDULE_STATUS.active,
    archive: status === SCHEDULE_STATUS.active || status === SCHEDULE_STATUS.finished,
    message: status === SCHEDULE_STATUS.draft || status === SCHEDULE_STATUS.active,
  };
}

function baseOf(row: ScheduleRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    all_day: row.all_day,
    location: row.location,
  };
}

export function presentSummary(
  row: ScheduleRow,
  extra: { classrooms: Ref[]; author: Ref; recipients: number; read: number; answered: number },
): ScheduleSummary {
  return {
    ...baseOf(row),
    status: row.status,
    classrooms: extra.classrooms,
    author: extra.author,
    recipients: extra.recipients,
    read: extra.read,
    answered: extra.answered,
    policies: policiesOf(row, extra.answered),
  };
}

export function presentEdit(
  row: ScheduleRow,
  extra: { classroomIds: string[]; messages: ScheduleEdit['messages']; answered: number },
): ScheduleEdit {
  return {
    ...baseOf(row),
    status: row.status,
    classroom_ids: extra.classroomIds,
    content: row.content,
    authorization_text: row.authorization_text,
    questions: row.questions.map((q) => ({
      text: q.text,
      multiple: q.multiple,
      options: q.options.map((o) => o.text),
    })),
    messages: extra.messages,
    policies: policiesOf(row, extra.answered),
  };
}

export function presentMessages(rows: { id: string; message: string; created_at: Date }[]) {
  return rows.map((row) => ({ id: row.id, message: row.message, created_at: row.created_at.toISOString() }));
}

export interface GuardianItemRow {
  schedule: ScheduleRow;
  recipient: RecipientRow;
  guardian_status: number;
  student_name: string;
  classroom_name: string;
  author_name: string;
}

export function presentGuardianItem(row: GuardianItemRow): GuardianScheduleItem {
  return {
    ...baseOf(row.schedule),
    id: `${row.schedule.id}:${row.recipient.student_id}`,
    schedule_id: row.schedule.id,
    student: { id: row.recipient.student_id, name: row.student_name },
    classroom: row.classroom_name,
    author: row.author_name,
    status: Number(row.guardian_status),
    favorite: row.recipient.favorite,
    read: row.recipient.read_at !== null,
  };
}
