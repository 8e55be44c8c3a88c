import {
  type ActivityKind,
  combineStats,
  compareGrades,
  type GradesAssigned,
  normaliseStats,
  SCORE_BANDS,
  type StudentsDetails,
  type TeacherGrades,
} from '@ava/contracts';
import type { BandCounts, ClassroomRow, ScoredActivityRow, StudentRow } from './teacher-learning.repository.ts';

const distributionOf = (row: BandCounts) => SCORE_BANDS.map((_, index) => row[`band${index}`] ?? 0);
const gradeOf = (row: ClassroomRow) => ({ id: row.gradeId, name: row.gradeName });

/** The educator's classrooms grouped by grade, in the order of the stages. */
export function presentGrades(rows: readonly ClassroomRow[]): TeacherGrades {
  const byGrade = new Map<number, TeacherGrades['grades'][number]>();
  for (const row of rows) {
    const grade = byGrade.get(row.gradeId) ?? { ...gradeOf(row), classrooms: [] };
    grade.classrooms.push({
      id: row.id,
      name: row.name,
      year: row.year,
      school: { id: row.schoolId, name: row.schoolName },
      total_students: row.totalStudents,
    });
    byGrade.set(row.gradeId, grade);
  }
  return { grades: [...byGrade.values()].sort(compareGrades) };
}

/** Each classroom combines its activities: scores and bands summed, average the mean of the activities' averages. */
export function presentGradesAssigned(
  classrooms: readonly ClassroomRow[],
  activities: readonly ScoredActivityRow[],
): GradesAssigned {
  const presented = activities.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind as ActivityKind,
    classroom_id: row.classroomId,
    assigned: row.assigned,
    graded: row.graded,
    average: normaliseStats({ avg_points: row.average }).avg_points,
    distribution: distributionOf(row),
  }));
  return {
    classrooms: classrooms.map((classroom) => {
      const own = presented.filter((activity) => activity.classroom_id === classroom.id);
      return {
        id: classroom.id,
        name: classroom.name,
        grade: gradeOf(classroom),
        activities: own.length,
        graded: own.reduce((total, activity) => total + activity.graded, 0),
        average: combineStats(own.map((activity) => ({ avg_points: activity.average }))).avg_points,
        distribution: SCORE_BANDS.map((_, index) =>
          own.reduce((total, activity) => total + (activity.distribution[index] ?? 0), 0),
        ),
      };
    }),
    activities: presented,
  };
}

/** The students' rows with the stats rules, and the classroom's combination of them. */
export function presentStudentsDetails(classroom: ClassroomRow, rows: readonly StudentRow[]): StudentsDetails {
  const students = rows.map((row) => {
    const stats = normaliseStats({
      avg_points: row.avgPoints,
      total_pokz: row.totalPokz,
      total_activities: row.totalActivities,
      total_not_done: row.totalActivities - row.totalDone,
      total_workload: row.totalWorkload,
    });
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      ...stats,
      total_done: row.totalDone,
      last_access: row.lastAccess ? new Date(row.lastAccess).toISOString() : null,
    };
  });
  return {
    classroom: { id: classroom.id, name: classroom.name, grade: gradeOf(classroom) },
    summary: combineStats(students),
    students,
  };
}
