import {
  averageRating,
  EXAM_BUILDER_MESSAGES,
  EXAM_LAYOUTS,
  type ExamDetail,
  type ExamRatingResponse,
  type ExamSearchResponse,
  roleGroup,
  type Wording,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import { type ExamAccess, mayRead, requireEducator } from './exam-builder.access.ts';
import { type ExamMedia, presentSearchResult } from './exam-builder.presenter.ts';
import type { ExamBuilderRepository, ExamRef } from './exam-builder.repository.ts';
import { renderPrintedExam } from './exam-pdf.ts';
import type { ExamReader } from './exam-reader.ts';
import type { ExamSearchFilters, ExamSearchRepository, ExamSearchScope } from './exam-search.repository.ts';

/**
 * Reading, finding and marking exams (document 3 section 7 'Exam wizard and exam service').
 * Educators of the platform see their own exams and the published ones of the others; a
 * student sees an exam only through a published digital-exam activity assigned to them, and
 * never which alternative is correct.
 */
export function createExamCatalogueService(deps: {
  repo: Pick<ExamBuilderRepository, 'findMany' | 'find' | 'appliedToStudent' | 'extras' | 'setFavorite' | 'setRating'>;
  searchRepo: ExamSearchRepository;
  access: Pick<ExamAccess, 'readable' | 'examNotFound'>;
  reader: ExamReader;
  /** Reads exams with their files as storage keys, for the printed PDF. */
  keyReader: ExamReader;
  media: ExamMedia;
  /** A stored file's bytes, when the caller may read it. */
  readFile(user: AuthContext, key: string): Promise<Uint8Array | null>;
  /** The platform's wording, which the printed header follows ('Turma' or 'Curso'). */
  wordingOf: (platformId: string) => Promise<Wording>;
}) {
  const { repo, searchRepo, access, reader, keyReader, media, readFile, wordingOf } = deps;

  return {
    async details(user: AuthContext, ref: ExamRef): Promise<ExamDetail> {
      return reader.detail(user, await access.readable(user, ref));
    },

    /** The exams of the list the caller may see, in the order asked; the others are left out. */
    async multipleDetails(user: AuthContext, examIds: string[]): Promise<{ exams: ExamDetail[] }> {
      requireEducator(user);
      const rows = (await repo.findMany(user.platformId, examIds)).filter((row) => mayRead(user, row));
      rows.sort((a, b) => examIds.indexOf(a.id) - examIds.indexOf(b.id));
      return { exams: await reader.details(user, rows, 'educator') };
    },

    async detailsForStudent(user: AuthContext, ref: ExamRef): Promise<ExamDetail> {
      if (roleGroup(user.role) !== 'student') throw forbidden();
      const exam = await repo.find(user.platformId, ref);
      if (!exam || !(await repo.appliedToStudent(user.platformId, exam.id, user.userId))) {
        throw access.examNotFound();
      }
      return reader.detail(user, exam, 'student');
    },

    async search(user: AuthContext, scope: ExamSearchScope, filters: ExamSearchFilters): Promise<ExamSearchResponse> {
      requireEducator(user);
      const { total, rows } = await searchRepo.search(user.platformId, user.userId, scope, filters);
      const ids = rows.map((row) => row.id);
      const [texts, extras] = await Promise.all([
        searchRepo.questionTexts(user.platformId, ids),
        repo.extras(user.platformId, rows, user.userId),
      ]);
      return {
        cdn: '',
        total,
        results: rows.map((row) => presentSearchResult(row, texts, extras, user.userId, media)),
      };
    },

    async favorite(user: AuthContext, examId: string, favorite: boolean) {
      const exam = await access.readable(user, { examId });
      await repo.setFavorite(user.platformId, exam.id, user.userId, favorite);
      return { exam_id: exam.id, favorite };
    },

    /** 0 clears the caller's rating; the answer is the new average. */
    async rate(user: AuthContext, examId: string, rating: number): Promise<ExamRatingResponse> {
      const exam = await access.readable(user, { examId });
      await repo.setRating(user.platformId, exam.id, user.userId, rating);
      const summary = (await repo.extras(user.platformId, [exam], user.userId)).ratings.get(exam.id);
      return {
        exam_id: exam.id,
        rating: summary ? averageRating(summary.sum, summary.count) : null,
        user_rating: summary?.mine ?? null,
        total_ratings: summary?.count ?? 0,
      };
    },

    layouts() {
      return { layouts: EXAM_LAYOUTS.map((layout) => ({ ...layout })) };
    },

    async bncc(user: AuthContext, search: string | undefined) {
      requireEducator(user);
      return { bncc: await searchRepo.bnccCodes(user.platformId, search) };
    },

    /** The printed version as a PDF: the questions chosen for it, in the exam's order and layout. */
    async printedPdf(user: AuthContext, examId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const detail = await keyReader.detail(user, await access.readable(user, { examId }));
      const printed = detail.questions.filter((question) => question.printed);
      if (printed.length === 0) throw badRequest(EXAM_BUILDER_MESSAGES.noPrintedQuestions);
      const bytes = await renderPrintedExam(
        { ...detail, questions: printed },
        (key) => readFile(user, key),
        await wordingOf(user.platformId),
      );
      return { fileName: `avaliacao-${detail.external_id}.pdf`, bytes };
    },
  };
}

export type ExamCatalogueService = ReturnType<typeof createExamCatalogueService>;
