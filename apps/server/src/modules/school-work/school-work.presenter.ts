import {
  type ActivityFile,
  type ActivityKind,
  activityTypeCode,
  deliveryState,
  isExpired,
  readEssayText,
  type SchoolWorkKind,
  type Stage,
  type StudentFile,
  type WorkDetail,
  type WorkResult,
} from '@ava/contracts';
import type { ActivityRow, ActivityStudentRow } from '../activities/activities.access.ts';
import type { FileWithStudentRow } from './school-work.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The grade that stands: none while the answer waits for its evaluation. */
const standingScore = (assignment: ActivityStudentRow) => (assignment.evaluated_at === null ? null : assignment.score);

/** `readText` shows stored rich text to its reader (rich-text-files.ts: stored files as signed urls). */
export function presentWorkActivity(activity: ActivityRow, now: Date, readText: (stored: string) => string) {
  return {
    id: activity.id,
    title: activity.title,
    kind: activity.kind as SchoolWorkKind,
    activity_type: activityTypeCode(activity.kind as ActivityKind),
    details: readText(activity.details),
    start_time: iso(activity.start_time),
    end_time: iso(activity.end_time),
    expired: isExpired(activity.end_time, now),
  };
}

/** `fileUrl` signs the file's key: the answer goes to a reader already checked, and a link opens without a token. */
export function presentStudentFile(
  row: FileWithStudentRow,
  s3: boolean,
  fileUrl: (key: string) => string,
): StudentFile {
  return {
    id: row.id,
    file: row.storage_key,
    file_name: row.file_name,
    file_url: fileUrl(row.storage_key),
    size: row.size,
    content_type: row.content_type,
    s3,
    created_at: row.created_at.toISOString(),
  };
}

export function presentActivityFile(
  row: FileWithStudentRow,
  s3: boolean,
  fileUrl: (key: string) => string,
): ActivityFile {
  return { ...presentStudentFile(row, s3, fileUrl), student: row.student_id, student_name: row.student_name };
}

export interface DetailParts {
  activity: ActivityRow;
  assignment: ActivityStudentRow;
  studentName: string;
  /** The stage of the activity's classroom. */
  stage: Stage | null;
  canSubmit: boolean;
  files: StudentFile[];
  readText: (stored: string) => string;
}

export function presentWorkDetail(parts: DetailParts, now: Date): WorkDetail {
  const { activity, assignment } = parts;
  const text = assignment.response_text;
  return {
    activity: presentWorkActivity(activity, now, parts.readText),
    student: { id: assignment.student_id, name: parts.studentName },
    stage: parts.stage,
    status: assignment.status,
    delivery_status: deliveryState(assignment.status, activity.end_time, now),
    draft: assignment.draft,
    detail_text: text === null ? null : parts.readText(text),
    font_size: activity.kind === 'essay' && text !== null ? readEssayText(text).fontSize : null,
    delivery_date: iso(assignment.delivered_at),
    score: standingScore(assignment),
    pokz: assignment.pokz,
    teacher_comment: assignment.teacher_comment,
    evaluated: assignment.evaluated_at !== null,
    reached_goal: assignment.reached_goal,
    can_submit: parts.canSubmit,
    files: parts.files,
  };
}

export function presentWorkResult(
  row: { assignment: ActivityStudentRow; name: string; username: string; files: number | null },
  activity: ActivityRow,
  now: Date,
): WorkResult {
  const { assignment } = row;
  return {
    student: assignment.student_id,
    name: row.name,
    username: row.username,
    status: assignment.status,
    delivery_status: deliveryState(assignment.status, activity.end_time, now),
    draft: assignment.draft,
    score: standingScore(assignment),
    pokz: assignment.pokz,
    delivery_date: iso(assignment.delivered_at),
    evaluated: assignment.evaluated_at !== null,
    files_count: Number(row.files ?? 0),
  };
}
