import {
  type ActivityKind,
  activityKindLabels,
  activityTypeCode,
  DELIVERY_LABELS,
  DISPLAY_TIME_ZONE,
  deliveryState,
  EMPTY_VALUE,
  EXAM_ANSWER_VERDICT_LABELS,
  type ExamAnswerVerdict,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatNumber,
  formatScore,
  trailProgressPercent,
  type Wording,
  workloadLabel,
} from '@ava/contracts';
import type { Column } from '../../platform/spreadsheet/spreadsheet.ts';
import type { ActivityRow, ActivityStudentRow } from './activity-access.repository.ts';

export interface ActivityExportRow {
  title: string;
  kind: string;
  startTime: Date | null;
  endTime: Date | null;
  workload: number | null;
  /** Its BNCC codes, comma-separated. */
  bncc: string;
  teacherName: string;
  classroomName: string;
  totalStudents: number;
  participation: number;
  averageScore: string | null;
  totalPokz: number;
}

/** How each answer of an exam attempt stands, by question id. */
export type ExamVerdicts = Record<string, ExamAnswerVerdict>;

export interface StudentExportRow {
  assignment: ActivityStudentRow;
  student: { id: string; name: string; username: string; external_id: string | null };
  /** Over the activity's forums: comments written, marked as reaching the purpose, applause received. */
  forum: { comments: number | null; reached: number | null; applause: number | null };
  /** Their exam attempt (none: nulls): its time in seconds once finished, and each answer's verdict. */
  exam: { seconds: number | null; verdicts: ExamVerdicts | null };
  /** The steps of the activity's trail they have done (null without a trail). */
  trail: { done: number | null };
}

const time = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${formatNumber((part / whole) * 100, 1)}%`);

/** The headers (by column key), sheet and file names that name school terms, in the relabelled wording. */
const CORPORATE_HEADERS: Record<string, string> = {
  classroom: 'Curso',
  TotalStudents: 'Total de colaboradores',
  teacher_name: 'Instrutor',
  class_average: 'Média do curso',
  bncc: 'Competências',
  point: 'Pokz do curso',
  t_exam: 'Tempo de avaliação',
};
const DOCUMENT_NAMES = {
  school: { activities: 'Atividades', students: 'Alunos', activityFile: 'atividades', studentsFile: 'alunos' },
  corporate: {
    activities: 'Módulos',
    students: 'Colaboradores',
    activityFile: 'modulos',
    studentsFile: 'colaboradores',
  },
} as const satisfies Record<Wording, Record<string, string>>;

/** The sheets' and files' names of the exports in the platform's wording. */
export const exportNames = (wording: Wording) => DOCUMENT_NAMES[wording];

/** The columns with their headers in the platform's wording. */
function worded<Row>(columns: Column<Row>[], wording: Wording): Column<Row>[] {
  if (wording === 'school') return columns;
  return columns.map((column) => ({ ...column, header: CORPORATE_HEADERS[column.key] ?? column.header }));
}

/** 'Activity export row' of document 2 section 3. */
export function activityColumns(wording: Wording): Column<ActivityExportRow>[] {
  const kinds = activityKindLabels(wording);
  return worded(
    [
      { key: 'title', header: 'Título', width: 40, value: (r) => r.title },
      { key: 'type', header: 'Tipo', value: (r) => kinds[r.kind as ActivityKind] ?? r.kind },
      { key: 'classroom', header: 'Turma', value: (r) => r.classroomName },
      { key: 'TotalStudents', header: 'Total de alunos', value: (r) => r.totalStudents },
      { key: 'initial_date', header: 'Data inicial', value: (r) => formatDate(r.startTime) },
      { key: 'end_date', header: 'Data final', value: (r) => formatDate(r.endTime) },
      { key: 'workload', header: 'Carga horária', value: (r) => workloadLabel(r.workload) },
      { key: 'teacher_name', header: 'Professor', width: 30, value: (r) => r.teacherName },
      { key: 'actv_type', header: 'Código do tipo', value: (r) => activityTypeCode(r.kind as ActivityKind) },
      {
        key: 'participation_average',
        header: 'Participação',
        value: (r) => percent(r.participation, r.totalStudents),
      },
      {
        key: 'class_average',
        header: 'Média da turma',
        value: (r) => formatScore(r.averageScore === null ? null : Number(r.averageScore)),
      },
      {
        key: 'start_time',
        header: 'Hora de início',
        value: (r) => (r.startTime ? time.format(r.startTime) : '-'),
      },
      { key: 'bncc', header: 'BNCC', width: 30, value: (r) => r.bncc },
      { key: 'point', header: 'Pokz da turma', value: (r) => r.totalPokz },
    ],
    wording,
  );
}

/**
 * A digital exam's columns: t_exam, the attempt's time, then P1..Pn, one per question of the
 * exam in its order, with how the student's answer stands ('-' before they start).
 */
function examColumns(questionIds: string[]): Column<StudentExportRow>[] {
  return [
    { key: 't_exam', header: 'Tempo de prova', value: (r) => formatElapsed(r.exam.seconds) },
    ...questionIds.map((questionId, index) => ({
      key: `P${index + 1}`,
      header: `P${index + 1}`,
      width: 12,
      value: (r: StudentExportRow) => {
        const verdict = r.exam.verdicts?.[questionId];
        return verdict ? EXAM_ANSWER_VERDICT_LABELS[verdict] : EMPTY_VALUE;
      },
    })),
  ];
}

/**
 * A trail's columns: progress, the percent of its `totalSteps` steps the student has done, and
 * total_trails, how many of them ("3 de 5").
 */
function trailColumns(totalSteps: number): Column<StudentExportRow>[] {
  return [
    {
      key: 'progress',
      header: 'Progresso',
      value: (r) => `${trailProgressPercent(r.trail.done ?? 0, totalSteps)}%`,
    },
    { key: 'total_trails', header: 'Etapas concluídas', value: (r) => `${r.trail.done ?? 0} de ${totalSteps}` },
  ];
}

/**
 * 'Student row' of document 2 section 3, for what the platform holds so far: the student's
 * row, the evaluation, a digital exam's attempt (`examQuestionIds`, its exam's questions), a
 * trail's progress (`trailSteps`, its trail's number of steps) and the forum totals. Game
 * (games_played, average, game_score) columns come with those results.
 */
export function studentColumns(
  activity: ActivityRow,
  now: Date,
  examQuestionIds: string[] | null = null,
  wording: Wording = 'school',
  trailSteps: number | null = null,
): Column<StudentExportRow>[] {
  return worded(studentRowColumns(activity, now, examQuestionIds, trailSteps), wording);
}

function studentRowColumns(
  activity: ActivityRow,
  now: Date,
  examQuestionIds: string[] | null,
  trailSteps: number | null,
): Column<StudentExportRow>[] {
  return [
    { key: 'name', header: 'Nome', width: 30, value: (r) => r.student.name },
    { key: 'student', header: 'Matrícula', value: (r) => r.student.external_id ?? '-' },
    { key: 'username', header: 'Usuário', value: (r) => r.student.username },
    { key: 'score', header: 'Nota', value: (r) => formatScore(r.assignment.score) },
    {
      key: 'total_workload',
      header: 'Carga horária',
      value: (r) => (r.assignment.status === 3 ? workloadLabel(activity.workload) : '-'),
    },
    { key: 'last_access', header: 'Último acesso', value: (r) => formatDateTime(r.assignment.last_access_at) },
    ...(examQuestionIds ? examColumns(examQuestionIds) : []),
    ...(trailSteps === null ? [] : trailColumns(trailSteps)),
    {
      key: 'status',
      header: 'Situação',
      value: (r) => DELIVERY_LABELS[deliveryState(r.assignment.status, activity.end_time, now)],
    },
    { key: 'delivery_date', header: 'Data de entrega', value: (r) => formatDateTime(r.assignment.delivered_at) },
    { key: 'reached_goal', header: 'Atingiu o objetivo', value: (r) => (r.assignment.reached_goal ? 'Sim' : 'Não') },
    { key: 'reached_purpose', header: 'Objetivos atingidos', value: (r) => r.forum.reached ?? 0 },
    { key: 'total_comments', header: 'Comentários', value: (r) => r.forum.comments ?? 0 },
    { key: 'total_applause', header: 'Aplausos recebidos', value: (r) => r.forum.applause ?? 0 },
    { key: 'pokz', header: 'Pokz', value: (r) => r.assignment.pokz },
  ];
}
