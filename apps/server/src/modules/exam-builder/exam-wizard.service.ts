import { randomUUID } from 'node:crypto';
import {
  EXAM_BUILDER_MESSAGES,
  EXAM_STATUS,
  type ExamClassifierInput,
  type ExamDetail,
  type ExamIntroUpdate,
  type ExamStatus,
  examIntroSchema,
  type FileCategory,
  type QuestionInput,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { classifierChanges } from '../../platform/classifiers/classifier-changes.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import type { ReceivedFile } from '../../platform/storage/multipart-upload.ts';
import type { QuestionsService } from '../question-bank/question-bank.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { EXAM_FILES_NAMESPACE, type ExamAccess, requireEducator } from './exam-builder.access.ts';
import type { ExamBuilderRepository, ExamRow, ExamUpdate } from './exam-builder.repository.ts';
import type { ExamReader } from './exam-reader.ts';

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });

/** A multipart question: `question` is the JSON of a bank question; files fill its media fields. */
export interface WizardQuestionUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** The media field each file part fills, and the kind of file it takes. */
function mediaTarget(fieldName: string): { path: (string | number)[]; category: FileCategory } | null {
  if (fieldName === 'question_img') return { path: ['question_img'], category: 'image' };
  if (fieldName === 'question_snd') return { path: ['question_snd'], category: 'audio' };
  const match = /^alternative_(img|snd)_(\d)$/.exec(fieldName);
  if (!match) return null;
  return {
    path: ['alternatives', Number(match[2]), `alternative_${match[1]}`],
    category: match[1] === 'img' ? 'image' : 'audio',
  };
}

/**
 * The exam wizard (document 3 section 4: intro, classifiers, questions, printed questions,
 * status, saved one step at a time). Only the author changes an exam; every step answers the
 * exam in full, as the author sees it.
 */
export function createExamWizardService(deps: {
  repo: ExamBuilderRepository;
  access: Pick<ExamAccess, 'authored'>;
  reader: Pick<ExamReader, 'detail'>;
  richText: Pick<RichTextFiles, 'forStorage'>;
  storage: Pick<StorageService, 'saveUpload' | 'remove'>;
  questions: Pick<QuestionsService, 'createQuestion' | 'updateQuestion' | 'visible'>;
}) {
  const { repo, access, reader, richText, storage, questions } = deps;

  async function storeImage(user: AuthContext, examId: string, image: ReceivedFile): Promise<string> {
    const stored = await storage.saveUpload(user, {
      namespace: EXAM_FILES_NAMESPACE,
      path: examId,
      fileName: image.fileName,
      bytes: image.bytes,
      allowed: ['image'],
    });
    return stored.key;
  }

  /** Questions are fixed once an activity applies the exam: answers already refer to them. */
  async function editableQuestions(user: AuthContext, externalId: string): Promise<ExamRow> {
    const exam = await access.authored(user, { externalId });
    if (await repo.isApplied(exam.platform_id, exam.id)) throw new AppError(409, EXAM_BUILDER_MESSAGES.examApplied);
    return exam;
  }

  async function questionOf(exam: ExamRow, questionId: string): Promise<void> {
    if (!(await repo.hasQuestion(exam.platform_id, exam.id, questionId)))
      throw badRequest(EXAM_BUILDER_MESSAGES.questionNotInExam);
  }

  /** The JSON of the `question` field with the uploaded files' keys in their media fields. */
  async function questionWithFiles(user: AuthContext, exam: ExamRow, upload: WizardQuestionUpload, stored: string[]) {
    let question: QuestionInput;
    try {
      question = JSON.parse(upload.fields.question ?? '');
    } catch {
      throw fieldError('question', EXAM_BUILDER_MESSAGES.questionsMissing);
    }
    if (typeof question !== 'object' || question === null || !Array.isArray(question.alternatives)) {
      throw fieldError('question', EXAM_BUILDER_MESSAGES.questionsMissing);
    }
    for (const file of upload.files) {
      const target = mediaTarget(file.fieldName);
      const alternative = target?.path[0] === 'alternatives' ? question.alternatives[Number(target.path[1])] : null;
      if (!target || (target.path[0] === 'alternatives' && !alternative)) {
        throw fieldError(file.fieldName, EXAM_BUILDER_MESSAGES.questionsMissing);
      }
      const { key } = await storage.saveUpload(user, {
        namespace: EXAM_FILES_NAMESPACE,
        path: exam.id,
        fileName: file.fileName,
        bytes: file.bytes,
        allowed: [target.category],
      });
      stored.push(key);
      const field = target.path.at(-1) as string;
      Object.assign(alternative ?? question, { [field]: key });
    }
    return question;
  }

  return {
    /** POST /exam_wizard/intro: a new draft exam (or, with `external_id`, the author's exam's intro and image). */
    async createIntro(user: AuthContext, fields: Record<string, string>, image?: ReceivedFile): Promise<ExamDetail> {
      requireEducator(user);
      const parsed = examIntroSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError(
          String(issue?.path[0] ?? 'description'),
          issue?.message ?? EXAM_BUILDER_MESSAGES.descriptionRequired,
        );
      }
      const intro = { ...parsed.data, guidance: await richText.forStorage(user, parsed.data.guidance) };
      if (fields.external_id) {
        const exam = await access.authored(user, { externalId: fields.external_id });
        const image_key = image ? await storeImage(user, exam.id, image) : exam.image_key;
        return reader.detail(user, await repo.update(user.platformId, exam.id, { ...intro, image_key }));
      }
      const id = randomUUID();
      let exam = await repo.insert(user.platformId, {
        id,
        external_id: id,
        author_id: user.userId,
        status: EXAM_STATUS.draft,
        ...intro,
      });
      if (image) {
        try {
          exam = await repo.update(user.platformId, id, { image_key: await storeImage(user, id, image) });
        } catch (error) {
          // A refused image leaves no exam behind: the step is saved whole or not at all.
          await repo.remove(user.platformId, id);
          throw error;
        }
      }
      return reader.detail(user, exam);
    },

    /** PATCH /exam_wizard/intro (body). */
    async updateIntro(user: AuthContext, input: ExamIntroUpdate): Promise<ExamDetail> {
      const exam = await access.authored(user, { externalId: input.external_id });
      const values: ExamUpdate = {
        description: input.description,
        guidance: await richText.forStorage(user, input.guidance),
        layout_id: input.layout_id,
      };
      if (input.remove_image) values.image_key = null;
      return reader.detail(user, await repo.update(user.platformId, exam.id, values));
    },

    /** PATCH /exam_wizard/classifiers: replaces what is sent, adds and removes grades and tags. */
    async classifiers(user: AuthContext, externalId: string, input: ExamClassifierInput): Promise<ExamDetail> {
      const exam = await access.authored(user, { externalId });
      const values = classifierChanges(exam, input, await repo.grades(input.add_grade ?? []));
      return reader.detail(user, await repo.update(user.platformId, exam.id, values));
    },

    /**
     * PATCH /exam_wizard/questions (multipart). With `question` (JSON of a bank question) it
     * creates the question in the bank and appends it, or with `question_id` too updates that
     * question of the exam; with `question_id` alone it appends a bank question the caller sees.
     */
    async saveQuestion(user: AuthContext, upload: WizardQuestionUpload): Promise<ExamDetail> {
      const exam = await editableQuestions(user, upload.fields.external_id ?? '');
      const questionId = upload.fields.question_id || undefined;
      if (upload.fields.question === undefined) {
        if (!questionId) throw fieldError('question', EXAM_BUILDER_MESSAGES.questionsMissing);
        await questions.visible(user, questionId);
        await repo.appendQuestion(user.platformId, exam.id, questionId);
        return reader.detail(user, exam);
      }
      if (questionId) await questionOf(exam, questionId);
      const stored: string[] = [];
      try {
        const question = await questionWithFiles(user, exam, upload, stored);
        // Not in one transaction: the bank checks the files on its own connection first, which an
        // open transaction would wait for on PGlite's single connection. A question written but not
        // appended (the database failing in between) stays in the author's bank.
        if (questionId) {
          await questions.updateQuestion(user, questionId, question);
        } else {
          await repo.appendQuestion(user.platformId, exam.id, await questions.createQuestion(user, question));
        }
      } catch (error) {
        // A refused question keeps none of the files sent with it.
        await Promise.allSettled(stored.map((key) => storage.remove(user, key)));
        throw error;
      }
      return reader.detail(user, await repo.touch(user.platformId, exam.id));
    },

    /**
     * PATCH /exam_wizard/questions_order (ours): the exam's questions in a new order. Every question
     * of the exam is named once, so a list made before another tab added or removed one is refused.
     */
    async orderQuestions(user: AuthContext, externalId: string, questionIds: string[]): Promise<ExamDetail> {
      const exam = await editableQuestions(user, externalId);
      const current = new Set(await repo.questionIdsOf(exam.platform_id, exam.id));
      const named = new Set(questionIds);
      if (
        named.size !== questionIds.length ||
        named.size !== current.size ||
        questionIds.some((id) => !current.has(id))
      )
        throw fieldError('question_ids', EXAM_BUILDER_MESSAGES.questionOrderMismatch);
      await repo.orderQuestions(exam.platform_id, exam.id, questionIds);
      return reader.detail(user, await repo.touch(user.platformId, exam.id));
    },

    /** PATCH /exam_wizard/printed_questions: exactly these questions make the printed version. */
    async printedQuestions(user: AuthContext, externalId: string, questionIds: string[]): Promise<ExamDetail> {
      const exam = await access.authored(user, { externalId });
      for (const id of questionIds) await questionOf(exam, id);
      await repo.setPrinted(user.platformId, exam.id, questionIds);
      return reader.detail(user, await repo.update(user.platformId, exam.id, { printed: questionIds.length > 0 }));
    },

    /** DELETE /exam_wizard/question: takes the question out of the exam; the bank keeps it. */
    async deleteQuestion(user: AuthContext, externalId: string, questionId: string): Promise<ExamDetail> {
      const exam = await editableQuestions(user, externalId);
      await questionOf(exam, questionId);
      await repo.removeQuestion(user.platformId, exam.id, questionId);
      return reader.detail(user, await repo.touch(user.platformId, exam.id));
    },

    /** PATCH /exam_wizard/status: publishing needs questions, each with its one correct alternative. */
    async status(user: AuthContext, externalId: string, status: ExamStatus): Promise<ExamDetail> {
      const exam = await access.authored(user, { externalId });
      if (status === EXAM_STATUS.active) {
        const detail = await reader.detail(user, exam);
        if (detail.questions.length === 0) throw badRequest(EXAM_BUILDER_MESSAGES.publishWithoutQuestions);
        const incomplete = detail.questions.find(
          (question) => question.alternatives.filter((alternative) => alternative.correct_alternative).length !== 1,
        );
        if (incomplete) throw badRequest(EXAM_BUILDER_MESSAGES.publishWithoutCorrect);
      }
      return reader.detail(user, await repo.update(user.platformId, exam.id, { status }));
    },
  };
}

export type ExamWizardService = ReturnType<typeof createExamWizardService>;
