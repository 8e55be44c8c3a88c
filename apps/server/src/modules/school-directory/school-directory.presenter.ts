import type { ClassroomSummary, ClassStudent, Grade } from '@ava/contracts';
import type { ClassroomRow, StudentRow } from './school-directory.repository.ts';

export function presentClassroom(row: ClassroomRow): ClassroomSummary {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    grade: presentGrade({ id: row.grade_id, name: row.grade_name, stage: row.grade_stage }),
    school: { id: row.school_id, name: row.school_name, external_id: row.school_external_id },
    total_students: row.total_students,
  };
}

export function presentGrade(row: Grade): Grade {
  return { id: row.id, name: row.name, stage: row.stage };
}

export function presentStudent(row: StudentRow): ClassStudent {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    level: row.level,
    blocked: row.blocked_at !== null,
  };
}
