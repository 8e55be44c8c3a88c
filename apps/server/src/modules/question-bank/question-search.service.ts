import {
  QUESTION_PAGE_SIZE,
  type QuestionFilterGroup,
  type QuestionFilters,
  type QuestionReport,
  type QuestionSearch,
  type QuestionTree,
  SERVICE_BASES,
  STAGE_LABELS,
  STAGES,
  stageOfGrade,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { IssuesService } from '../issues/issues.module.ts';
import { plainText } from './question-bank.presenter.ts';
import type { QuestionBankRepository, SearchFilters } from './question-bank.repository.ts';
import { type QuestionsService, requireEducator } from './questions.service.ts';

/** Document 3 section 9: filter trees are cached for ten minutes. */
export const FILTER_TREES_TTL_MS = 10 * 60_000;
/** Files are answered as signed urls; `cdn` is the storage base they are served under. */
const CDN = SERVICE_BASES.storage;

/**
 * Finding questions: search with filters, random picks, filter values and trees, likes, the
 * usage log and error reports. Every caller is an educator; only their platform's questions
 * that are not deleted are ever found.
 */
export function createQuestionSearchService(deps: {
  questionsRepo: QuestionBankRepository;
  transact: Transact;
  questions: Pick<QuestionsService, 'visible' | 'presentQuestions'>;
  issues: Pick<IssuesService, 'types' | 'register'>;
  clock: Clock;
}) {
  const { questionsRepo, questions } = deps;
  const trees = createTtlCache<QuestionTree[]>({ clock: deps.clock, ttlMs: FILTER_TREES_TTL_MS, maxEntries: 1_000 });

  const resolved = (user: AuthContext, { mine, ...filters }: QuestionFilters): SearchFilters =>
    mine ? { ...filters, author_id: user.userId } : filters;

  async function search(user: AuthContext, query: QuestionSearch) {
    requireEducator(user);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? QUESTION_PAGE_SIZE;
    const { page: _page, per_page: _perPage, ...filters } = query;
    const found = await questionsRepo.search(user.platformId, resolved(user, filters), {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const results = await questions.presentQuestions(user, found.ids);
    return { cdn: CDN, total: found.total, page, per_page: perPage, results };
  }

  async function loadTrees(platformId: string): Promise<QuestionTree[]> {
    const rows = await questionsRepo.gradeSubjects(platformId);
    return STAGES.flatMap((stage) => {
      const gradeIds = [
        ...new Set(rows.flatMap((row) => (stageOfGrade(row.grade_id ?? 0) === stage ? [row.grade_id ?? 0] : []))),
      ];
      if (gradeIds.length === 0) return [];
      const children = gradeIds.map((gradeId) => {
        const ofGrade = rows.filter((row) => row.grade_id === gradeId);
        return {
          id: String(gradeId),
          name: ofGrade[0]?.grade_name ?? '',
          grade_id: gradeId,
          children: ofGrade.flatMap((row) =>
            row.subject ? [{ id: row.subject, name: row.subject, total: row.total }] : [],
          ),
        };
      });
      return [{ id: stage, name: STAGE_LABELS[stage], children }];
    });
  }

  return {
    search,

    /** The exam wizard's search: the same search, each question shaped as an 'Exam search result'. */
    async examSearch(user: AuthContext, query: QuestionSearch) {
      const found = await search(user, query);
      return {
        cdn: found.cdn,
        total: found.total,
        results: found.results.map((question) => ({
          id: question.id,
          description: plainText(question.question_txt),
          bncc: question.bncc,
          classifications: question.classifications,
          questions: { data: [question] },
        })),
      };
    },

    async random(user: AuthContext, input: QuestionFilters & { quantity: number }) {
      requireEducator(user);
      const { quantity, ...filters } = input;
      const ids = await questionsRepo.randomIds(user.platformId, resolved(user, filters), quantity);
      return { results: await questions.presentQuestions(user, ids) };
    },

    /** What a search can filter by, from the platform's questions (document 3 section 3 'Filters'). */
    async filters(user: AuthContext): Promise<{ filters: QuestionFilterGroup[] }> {
      requireEducator(user);
      const values = await questionsRepo.filterValues(user.platformId);
      const item = (container: string) => (name: string) => ({
        name,
        element_id: name,
        container_id: container,
        from: 'questions',
      });
      return {
        filters: [
          {
            description: 'Ano/Série',
            element_id: 'grade_id',
            items: values.grades.map((grade) => ({
              name: grade.name,
              element_id: grade.id,
              container_id: 'grade_id',
              from: 'questions',
            })),
          },
          { description: 'Disciplina', element_id: 'subject', items: values.subjects.map(item('subject')) },
          {
            description: 'Classificação',
            element_id: 'classifications',
            items: values.classifications.map(item('classifications')),
          },
          { description: 'Palavras-chave', element_id: 'keywords', items: values.keywords.map(item('keywords')) },
        ],
      };
    },

    /** Stage -> grade -> subject of the platform's questions, cached ten minutes per platform. */
    async trees(user: AuthContext): Promise<{ trees: QuestionTree[] }> {
      requireEducator(user);
      return { trees: (await trees.getOrLoad(user.platformId, () => loadTrees(user.platformId))) ?? [] };
    },

    async like(user: AuthContext, questionId: string) {
      const question = await questions.visible(user, questionId);
      return deps.transact((tx) => questionsRepo.toggleLike(user.platformId, question.id, user.userId, tx));
    },

    async log(user: AuthContext, questionId: string) {
      const question = await questions.visible(user, questionId);
      return { uses: await questionsRepo.addUse(user.platformId, question.id) };
    },

    async issueTypes(user: AuthContext) {
      requireEducator(user);
      return deps.issues.types('Question');
    },

    /** 'Reportar Erro' of a question, recorded by the issues module. */
    async report(user: AuthContext, input: QuestionReport) {
      if (input.platform && input.platform !== user.platformSlug) throw forbidden();
      const question = await questions.visible(user, input.issuableId);
      return deps.issues.register(user, {
        type: 'Question',
        type_id: question.id,
        issue_type_id: input.issueTypeId,
        observation: input.comments,
      });
    },
  };
}

export type QuestionSearchService = ReturnType<typeof createQuestionSearchService>;
