import type { ClassDiaryLesson } from '@ava/contracts';
import type { LessonView } from './class-diary.repository.ts';

export function presentLesson(view: LessonView, canEdit: boolean): ClassDiaryLesson {
  const { lesson } = view;
  return {
    id: lesson.id,
    classroom_id: lesson.classroom_id,
    classroom_name: view.classroom_name,
    date: lesson.date,
    subject: lesson.subject,
    bncc: lesson.bncc,
    content: lesson.content,
    lessons: lesson.lessons,
    author_id: lesson.author_id,
    author_name: view.author_name,
    absences: view.absences,
    can_edit: canEdit,
    created_at: lesson.created_at.toISOString(),
    updated_at: lesson.updated_at.toISOString(),
  };
}
