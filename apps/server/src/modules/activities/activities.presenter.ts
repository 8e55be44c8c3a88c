import {
  type ActivityConfig,
  type ActivityDetail,
  type ActivityKind,
  type Assignment,
  activityTypeCode,
  deliveryState,
  isExpired,
  isExpiredFor,
  isUrgent,
  isUrgentFor,
  type StudentActivityItem,
  type TeacherActivityItem,
} from '@ava/contracts';
import type { PresentedMedia } from '../storage/storage.module.ts';
import type { ActivityListRow, AssignmentListRow, StudentListRow } from './activities.repository.ts';
import type { ActivityRow, ActivityStudentRow } from './activity-access.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

interface Names {
  teacherName: string;
  classroomName: string;
  favorite: boolean;
}

interface Counts {
  totalStudents: number;
  participation: number;
}

function base(activity: StudentListRow, names: Names) {
  return {
    id: activity.id,
    title: activity.title,
    kind: activity.kind as ActivityKind,
    activity_type: activityTypeCode(activity.kind as ActivityKind),
    teacher: { id: activity.teacher_id, name: names.teacherName },
    classroom: { id: activity.classroom_id, name: names.classroomName },
    start_time: iso(activity.start_time),
    end_time: iso(activity.end_time),
    workload: activity.workload,
    favorite: names.favorite,
  };
}

export function presentStudentItem(
  row: Names & { activity: StudentListRow; assignment: AssignmentListRow },
  now: Date,
): StudentActivityItem {
  const { activity, assignment } = row;
  return {
    ...base(activity, row),
    image_url: activity.image_url,
    urgent: isUrgentFor(activity.end_time, assignment.status, now),
    expired: isExpiredFor(activity.end_time, assignment.status, now),
    status: assignment.status,
    delivery_status: deliveryState(assignment.status, activity.end_time, now),
    score: assignment.score,
    pokz: assignment.pokz,
    teacher_comments: assignment.teacher_comment,
    delivered_at: iso(assignment.delivered_at),
  };
}

export function presentTeacherItem(row: Names & Counts & { activity: ActivityListRow }): TeacherActivityItem {
  const { activity } = row;
  return {
    ...base(activity, row),
    published: activity.published,
    act_status: activity.act_status,
    archived: activity.archived_at !== null,
    concluded: activity.concluded_at !== null,
    creation_step: activity.creation_step,
    total_students: row.totalStudents,
    participation: row.participation,
    created_at: activity.created_at.toISOString(),
  };
}

export function presentAssignment(
  row: { assignment: ActivityStudentRow; student: Assignment['student'] },
  endTime: Date | null,
  now: Date,
  media: PresentedMedia,
): Assignment {
  const { assignment } = row;
  return {
    student: { ...row.student, avatar_url: media.avatar(row.student.avatar_url) },
    status: assignment.status,
    delivery_status: deliveryState(assignment.status, endTime, now),
    draft: assignment.draft,
    response_text: assignment.response_text === null ? null : media.text(assignment.response_text),
    delivered_at: iso(assignment.delivered_at),
    score: assignment.score,
    pokz: assignment.pokz,
    teacher_comment: assignment.teacher_comment,
    evaluated_at: iso(assignment.evaluated_at),
    reached_goal: assignment.reached_goal,
    last_access_at: iso(assignment.last_access_at),
  };
}

/** Only educators see the password and their notes; students see whether one is needed. */
function configFor(config: ActivityConfig, educator: boolean): ActivityConfig {
  if (educator) return config;
  const { password, ...rest } = config;
  return password ? { ...rest, password: '' } : rest;
}

/** How many of the reader's students reached the goal and took part, and the exam's duration. */
interface DetailCounts {
  duration: number | null;
  reachedGoal: number;
  tookPart: number;
}

export function presentDetail(
  row: Names & Counts & DetailCounts & { activity: ActivityRow },
  /**
   * `ownStatus`: a student reader's own assignment status (a redo reopens a past deadline for
   * them); with it, reached_goal and student_participation are their own row's, as booleans.
   */
  view: { educator: boolean; studentIds: string[]; assignments: Assignment[]; ownStatus?: number },
  now: Date,
  media: PresentedMedia,
): ActivityDetail {
  const { activity } = row;
  const own = view.ownStatus !== undefined;
  return {
    ...presentTeacherItem(row),
    bncc: activity.bncc,
    keywords: activity.keywords,
    layout: activity.layout,
    details: media.text(activity.details),
    config: configFor(activity.config, view.educator),
    image_url: activity.image_url,
    observation: activity.observation,
    general_notes: view.educator ? activity.general_notes : null,
    urgent:
      view.ownStatus === undefined
        ? isUrgent(activity.end_time, now)
        : isUrgentFor(activity.end_time, view.ownStatus, now),
    expired:
      view.ownStatus === undefined
        ? isExpired(activity.end_time, now)
        : isExpiredFor(activity.end_time, view.ownStatus, now),
    students: view.studentIds,
    assignments: view.assignments,
    duration: row.duration,
    reached_goal: own ? row.reachedGoal > 0 : row.reachedGoal,
    student_participation: own ? row.tookPart > 0 : row.tookPart,
  };
}
