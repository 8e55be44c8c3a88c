import {
  can,
  MESSAGES,
  type QuestionData,
  type QuestionInput,
  type QuestionView,
  questionInputSchema,
  type StoredFile,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { presentQuestion, type QuestionMedia } from './question-bank.presenter.ts';
import type {
  AlternativeRow,
  AlternativeValues,
  QuestionBankRepository,
  QuestionRow,
  QuestionValues,
} from './question-bank.repository.ts';

export interface QuestionsDeps {
  questionsRepo: Pick<
    QuestionBankRepository,
    'find' | 'alternativesOf' | 'insert' | 'update' | 'replaceAlternatives' | 'records'
  >;
  transact: Transact;
  storage: Pick<StorageService, 'meta' | 'keyOfUrl'>;
  richText: Pick<RichTextFiles, 'forStorage'>;
  media: QuestionMedia;
}

/** Only educators use the bank (document 3 section 1: teachers build question banks). */
export function requireEducator(user: AuthContext): void {
  if (!can(user.role, 'create.questions')) throw forbidden();
}

/** A question input checked by the contract's schema; its first failure as a 400 in Portuguese. */
function parseQuestion(input: QuestionInput): QuestionData {
  const parsed = questionInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw badRequest(fields[0]?.message, { fields });
}

/**
 * Writing and reading questions of the bank. Every write may join the caller's transaction
 * (`tx`), so the exam wizard creates a question and puts it in an exam atomically.
 */
export function createQuestionsService(deps: QuestionsDeps) {
  const { questionsRepo: repo } = deps;

  /** A stored file the author may read, of the category the field takes; its full key. */
  async function checkedMedia(
    user: AuthContext,
    named: string | null,
    current: string | null,
    category: StoredFile['category'],
  ): Promise<string | null> {
    if (!named) return null;
    const key = deps.storage.keyOfUrl(named) ?? named;
    if (key === current) return current;
    const message = category === 'image' ? MESSAGES.questionImageInvalid : MESSAGES.questionSoundInvalid;
    let file: StoredFile;
    try {
      file = await deps.storage.meta(user, key);
    } catch (error) {
      if (error instanceof AppError) throw badRequest(message);
      throw error;
    }
    if (file.category !== category) throw badRequest(message);
    return file.key;
  }

  /** The values to store: sanitised rich text and checked media keys; nothing is written here. */
  async function prepare(
    user: AuthContext,
    data: QuestionData,
    current?: QuestionRow,
    currentAlternatives: readonly AlternativeRow[] = [],
  ) {
    const keysOf = new Map(currentAlternatives.map((alternative) => [alternative.id, alternative]));
    const values: QuestionValues = {
      question_txt: await deps.richText.forStorage(user, data.question_txt),
      question_img: await checkedMedia(user, data.question_img, current?.question_img ?? null, 'image'),
      question_snd: await checkedMedia(user, data.question_snd, current?.question_snd ?? null, 'audio'),
      bncc: data.bncc,
      keywords: data.keywords,
      grade_id: data.grade_id ?? null,
      subject: data.subject,
      classifications: data.classifications,
    };
    const alternatives: AlternativeValues[] = [];
    for (const alternative of data.alternatives) {
      const before = alternative.id ? keysOf.get(alternative.id) : undefined;
      if (alternative.id && !before) throw badRequest(MESSAGES.questionAlternativeNotFound);
      alternatives.push({
        id: alternative.id,
        alternative_txt: await deps.richText.forStorage(user, alternative.alternative_txt),
        alternative_img: await checkedMedia(
          user,
          alternative.alternative_img,
          before?.alternative_img ?? null,
          'image',
        ),
        alternative_snd: await checkedMedia(
          user,
          alternative.alternative_snd,
          before?.alternative_snd ?? null,
          'audio',
        ),
        correct_alternative: alternative.correct_alternative,
      });
    }
    return { values, alternatives };
  }

  /** Runs `work` in the caller's transaction, or in a new one. */
  const inTransaction = <T>(tx: Executor | undefined, work: (tx: Executor) => Promise<T>) =>
    tx ? work(tx) : deps.transact(work);

  /** A question of the caller's platform that is not deleted; 404 otherwise. */
  async function visible(user: AuthContext, id: string, tx?: Executor): Promise<QuestionRow> {
    requireEducator(user);
    const row = await repo.find(user.platformId, id, tx);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    return row;
  }

  /** A visible question the caller wrote; 403 for another author's. */
  async function own(user: AuthContext, id: string, tx?: Executor): Promise<QuestionRow> {
    const row = await visible(user, id, tx);
    if (row.author_id !== user.userId) throw forbidden(MESSAGES.questionAuthorOnly);
    return row;
  }

  async function presentQuestions(user: AuthContext, ids: readonly string[], tx?: Executor): Promise<QuestionView[]> {
    requireEducator(user);
    const records = await repo.records(user.platformId, ids, user.userId, tx);
    return records.map((record) => presentQuestion(record, user, deps.media));
  }

  async function presentOne(user: AuthContext, id: string, tx?: Executor): Promise<QuestionView> {
    const [view] = await presentQuestions(user, [id], tx);
    if (!view) throw notFound(MESSAGES.questionNotFound);
    return view;
  }

  return {
    visible,
    own,
    presentQuestions,
    presentQuestion: presentOne,

    /** Creates a question of the caller (an educator); its id. */
    async createQuestion(user: AuthContext, input: QuestionInput, tx?: Executor): Promise<string> {
      requireEducator(user);
      const data = parseQuestion(input);
      const { values, alternatives } = await prepare(user, data);
      return inTransaction(tx, async (inner) => {
        const row = await repo.insert(user.platformId, user.userId, values, inner);
        await repo.replaceAlternatives(user.platformId, row.id, alternatives, inner);
        return row.id;
      });
    },

    /**
     * Replaces the caller's own question with `input`: alternatives sent with their id keep
     * it, those without are added, the others removed.
     */
    async updateQuestion(user: AuthContext, id: string, input: QuestionInput, tx?: Executor): Promise<string> {
      const current = await own(user, id, tx);
      const data = parseQuestion(input);
      const before = await repo.alternativesOf(user.platformId, id, tx);
      const { values, alternatives } = await prepare(user, data, current, before);
      await inTransaction(tx, async (inner) => {
        await repo.update(user.platformId, id, values, inner);
        await repo.replaceAlternatives(user.platformId, id, alternatives, inner);
      });
      return id;
    },

    /** Marks the caller's own question deleted: exams that used it keep it, searches never show it. */
    async deleteQuestion(user: AuthContext, id: string, tx?: Executor): Promise<void> {
      await own(user, id, tx);
      await repo.update(user.platformId, id, { deleted: true }, tx);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
