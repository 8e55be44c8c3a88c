import { can, EXAM_BUILDER_MESSAGES, EXAM_STATUS } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { AccessRule } from '../storage/storage.module.ts';
import { parseKey, UUID } from '../storage/storage.module.ts';
import type { ExamBuilderRepository, ExamRef, ExamRow } from './exam-builder.repository.ts';

/** The storage namespace of the wizard's files: `<platform>/exams/<examId>/<file>`. */
export const EXAM_FILES_NAMESPACE = 'exams';

const examNotFound = () => notFound(EXAM_BUILDER_MESSAGES.examNotFound);

/** Educators of the platform build, search and apply exams (README 'Who may act'). */
export function requireEducator(user: AuthContext): void {
  if (!can(user.role, 'create.activities')) throw forbidden();
}

/** An exam the caller may see: their own in any status, another educator's once published. */
export function mayRead(user: AuthContext, exam: ExamRow): boolean {
  return exam.author_id === user.userId || exam.status === EXAM_STATUS.active;
}

export function createExamAccess(repo: Pick<ExamBuilderRepository, 'find'>) {
  /** 404 for an exam of another platform, an unknown one or another's unpublished one. */
  async function readable(user: AuthContext, ref: ExamRef): Promise<ExamRow> {
    requireEducator(user);
    const exam = await repo.find(user.platformId, ref);
    if (!exam || !mayRead(user, exam)) throw examNotFound();
    return exam;
  }

  /** Only the author edits an exam: 403 for another educator's visible exam. */
  async function authored(user: AuthContext, ref: ExamRef): Promise<ExamRow> {
    const exam = await readable(user, ref);
    if (exam.author_id !== user.userId) throw forbidden(EXAM_BUILDER_MESSAGES.onlyAuthor);
    return exam;
  }

  /** The author writes the exam's folder; educators who may see the exam read it. */
  const filesRule: AccessRule = async (user, key, mode) => {
    const [examId] = parseKey(key).rest.split('/');
    if (!examId || !UUID.test(examId) || !can(user.role, 'create.activities')) return false;
    const exam = await repo.find(user.platformId, { examId });
    if (!exam) return false;
    return mode === 'write' ? exam.author_id === user.userId : mayRead(user, exam);
  };

  return { readable, authored, filesRule, examNotFound };
}

export type ExamAccess = ReturnType<typeof createExamAccess>;
