import {
  CLASS_DIARY_MESSAGES,
  CLASS_DIARY_PER_PAGE,
  CLASS_DIARY_PERIOD_MAX_DAYS,
  type ClassDiaryCreate,
  type ClassDiaryDetails,
  type ClassDiaryLesson,
  type ClassDiaryList,
  type ClassDiaryListQuery,
  type ClassDiaryUpdate,
  type MissingQuantity,
  type MissingQuantityQuery,
  monthPeriod,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { presentLesson } from './class-diary.presenter.ts';
import type { ClassDiaryRepository, LessonView } from './class-diary.repository.ts';

export interface ClassDiaryServiceDeps {
  diaryRepo: ClassDiaryRepository;
  transact: Transact;
  clock: Clock;
}

const DAY_MS = 86_400_000;

/** The class diary: lessons of the classrooms an educator reaches, and their absences (README). */
export function createClassDiaryService(deps: ClassDiaryServiceDeps) {
  const { diaryRepo, transact, clock } = deps;

  async function reachClassroom(auth: AuthContext, classroomId: string) {
    const classroom = await diaryRepo.classroomInReach(auth.platformId, educatorOf(auth), classroomId);
    if (!classroom) throw notFound(CLASS_DIARY_MESSAGES.classroomNotFound);
    return classroom;
  }

  async function findLesson(auth: AuthContext, lessonId: string, tx?: Executor): Promise<LessonView> {
    const view = await diaryRepo.find(auth.platformId, educatorOf(auth), lessonId, tx);
    if (!view) throw notFound(CLASS_DIARY_MESSAGES.notFound);
    return view;
  }

  const canEdit = (auth: AuthContext, view: LessonView) =>
    view.lesson.author_id === auth.userId || educatorOf(auth).coordinator;

  async function checkBncc(codes: string[] | undefined) {
    if (!codes || codes.length === 0) return;
    const known = await diaryRepo.knownBncc(codes);
    if (codes.some((code) => !known.has(code))) throw badRequest(CLASS_DIARY_MESSAGES.unknownBncc);
  }

  /** Absences need the experiment on, and name only students of the classroom. */
  async function checkAbsences(auth: AuthContext, classroomId: string, absent: string[] | undefined) {
    if (absent === undefined) return;
    if (!(await diaryRepo.manualFrequencyOn(auth.platformId))) throw forbidden(CLASS_DIARY_MESSAGES.manualFrequencyOff);
    const students = new Set((await diaryRepo.studentsOf(auth.platformId, classroomId)).map((student) => student.id));
    if (absent.some((id) => !students.has(id))) throw badRequest(CLASS_DIARY_MESSAGES.absentNotInClassroom);
  }

  async function details(auth: AuthContext, view: LessonView, tx?: Executor): Promise<ClassDiaryDetails> {
    const [students, absent] = await Promise.all([
      diaryRepo.studentsOf(auth.platformId, view.lesson.classroom_id, tx),
      diaryRepo.absentIds(view.lesson.id, tx),
    ]);
    return {
      ...presentLesson(view, canEdit(auth, view)),
      students: students.map((student) => ({ ...student, absent: absent.has(student.id) })),
    };
  }

  return {
    /** POST /v1/class-diary */
    async create(auth: AuthContext, input: ClassDiaryCreate): Promise<ClassDiaryDetails> {
      await reachClassroom(auth, input.classroom_id);
      await checkBncc(input.bncc);
      await checkAbsences(auth, input.classroom_id, input.absent_student_ids);
      return transact(async (tx) => {
        const lesson = await diaryRepo.insert(
          {
            platform_id: auth.platformId,
            classroom_id: input.classroom_id,
            author_id: auth.userId,
            date: input.date,
            subject: input.subject,
            bncc: input.bncc,
            content: sanitizeRichText(input.content),
            lessons: input.lessons,
          },
          tx,
        );
        await diaryRepo.replaceAbsences(auth.platformId, lesson.id, input.absent_student_ids ?? [], tx);
        return details(auth, await findLesson(auth, lesson.id, tx), tx);
      });
    },

    /** GET /v1/class-diary */
    async list(auth: AuthContext, query: ClassDiaryListQuery): Promise<ClassDiaryList> {
      if (query.classroom_id) await reachClassroom(auth, query.classroom_id);
      const { rows, total } = await diaryRepo.list(auth.platformId, educatorOf(auth), {
        classroomId: query.classroom_id,
        start: query.start_date,
        end: query.end_date,
        page: query.page,
      });
      const lessons: ClassDiaryLesson[] = rows.map((view) => presentLesson(view, canEdit(auth, view)));
      return { lessons, page: query.page, total, per_page: CLASS_DIARY_PER_PAGE };
    },

    /** GET /v1/class-diary/{id}: with the classroom's students and who missed it. */
    async show(auth: AuthContext, lessonId: string): Promise<ClassDiaryDetails> {
      return details(auth, await findLesson(auth, lessonId));
    },

    /** PATCH /v1/class-diary/{id}: by its author or a coordinator of its school. */
    async update(auth: AuthContext, lessonId: string, input: ClassDiaryUpdate): Promise<ClassDiaryDetails> {
      const view = await findLesson(auth, lessonId);
      if (!canEdit(auth, view)) throw forbidden(CLASS_DIARY_MESSAGES.onlyAuthor);
      await checkBncc(input.bncc);
      await checkAbsences(auth, view.lesson.classroom_id, input.absent_student_ids);
      const { absent_student_ids: absent, content, ...changes } = input;
      return transact(async (tx) => {
        await diaryRepo.update(
          auth.platformId,
          lessonId,
          { ...changes, ...(content === undefined ? {} : { content: sanitizeRichText(content) }) },
          tx,
        );
        if (absent !== undefined) await diaryRepo.replaceAbsences(auth.platformId, lessonId, absent, tx);
        return details(auth, await findLesson(auth, lessonId, tx), tx);
      });
    },

    /** DELETE /v1/class-diary/{id}: by its author or a coordinator of its school; its absences go with it. */
    async remove(auth: AuthContext, lessonId: string): Promise<{ id: string }> {
      const view = await findLesson(auth, lessonId);
      if (!canEdit(auth, view)) throw forbidden(CLASS_DIARY_MESSAGES.onlyAuthor);
      await diaryRepo.remove(auth.platformId, lessonId);
      return { id: lessonId };
    },

    /** GET /v1/class-diary/missing-quantity-by-day: the current month unless a period is given. */
    async missingByDay(auth: AuthContext, query: MissingQuantityQuery): Promise<MissingQuantity> {
      await reachClassroom(auth, query.classroom_id);
      const month = monthPeriod(saoPauloDay(clock.now()).day.slice(0, 7));
      const start = query.start_date ?? (query.end_date ? `${query.end_date.slice(0, 7)}-01` : month.start);
      const end = query.end_date ?? (query.start_date ? monthPeriod(start.slice(0, 7)).end : month.end);
      if (start > end) throw badRequest(CLASS_DIARY_MESSAGES.periodOrder);
      if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= CLASS_DIARY_PERIOD_MAX_DAYS) {
        throw badRequest(CLASS_DIARY_MESSAGES.periodTooLong);
      }
      const days = await diaryRepo.missingByDay(auth.platformId, query.classroom_id, { start, end });
      return { classroom_id: query.classroom_id, start_date: start, end_date: end, days };
    },
  };
}

export type ClassDiaryService = ReturnType<typeof createClassDiaryService>;
