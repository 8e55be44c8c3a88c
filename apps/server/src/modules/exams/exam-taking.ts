import { randomInt } from 'node:crypto';
import { type ExamQuestion, type ExamResult, type ExamSaveResponse, type ExamTimeLeft, MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { createMicroBatch } from '../../platform/db/micro-batch.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { ExamClosing } from './exam-closing.service.ts';
import type {
  AttemptRow,
  ExamContent,
  ExamsRepository,
  ExamTarget,
  SaveItem,
  SaveVerdict,
} from './exams.repository.ts';

/** How stored question media reach the reader: rich text resolved, keys as signed urls. */
export interface ExamMedia {
  text(stored: string): string;
  url(key: string | null): string | null;
}

/** Where the student sits: the attempt's target, its exam, duration and the activity's pause. */
export interface Sitting {
  platformId: string;
  studentId: string;
  target: ExamTarget;
  examId: string;
  /** Minutes. */
  duration: number;
  pausedAt: Date | null;
  randomizeQuestions: boolean;
  randomizeAlternatives: boolean;
}

const conflict = (message: string) => new AppError(409, message);

/** Refusals of a save (issue 5 part 5): nothing was written for them. */
const REFUSALS: Record<Exclude<SaveVerdict, 'ok'>, () => AppError> = {
  not_started: () => conflict(MESSAGES.examNotStarted),
  finished: () => conflict(MESSAGES.examFinished),
  paused: () => conflict(MESSAGES.examPaused),
  time_over: () => conflict(MESSAGES.examTimeOver),
  question: () => badRequest(MESSAGES.examQuestionNotInExam),
  alternative: () => badRequest(MESSAGES.examAlternativeNotInQuestion),
};

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const secondsBetween = (later: Date, earlier: Date) =>
  Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / 1000));

/**
 * Sitting an exam, the same for an activity's exam and a mock exam: start (the order is fixed
 * per attempt), time left by the server clock (frozen while paused), saves grouped into one
 * statement per flush, finish, and the questions and results as the reader may see them.
 */
export function createExamTaking(deps: {
  repo: ExamsRepository;
  closing: ExamClosing;
  clock: Clock;
  media: ExamMedia;
  contentCache: TtlCache<ExamContent>;
}) {
  const { repo, closing, clock, media, contentCache } = deps;
  const saveBatch = createMicroBatch((items: SaveItem[]) => repo.saveAnswers(items, clock.now()));

  const content = async (platformId: string, examId: string): Promise<ExamContent> =>
    (await contentCache.getOrLoad(`${platformId}/${examId}`, () => repo.content(platformId, examId))) ?? {
      questions: [],
    };

  /** Whether the attempt's time is over, counting the pause (a paused clock does not run). */
  const isOver = (attempt: AttemptRow, pausedAt: Date | null) =>
    attempt.finished_at !== null || attempt.deadline_at.getTime() <= (pausedAt ?? clock.now()).getTime();

  /** An attempt whose deadline passed counts as finished: it is closed (and scored) when read. */
  async function settled(sitting: Sitting, attempt: AttemptRow): Promise<AttemptRow> {
    if (attempt.finished_at || !isOver(attempt, sitting.pausedAt)) return attempt;
    await closing.closeExpired(sitting.platformId, { target: sitting.target, studentId: sitting.studentId });
    return (await repo.attempt(sitting.platformId, sitting.target, sitting.studentId)) ?? attempt;
  }

  function state(sitting: Pick<Sitting, 'pausedAt'>, attempt: AttemptRow): ExamTimeLeft {
    const finished = attempt.finished_at !== null;
    return {
      time_left: finished ? 0 : secondsBetween(attempt.deadline_at, sitting.pausedAt ?? clock.now()),
      started_at: attempt.started_at.toISOString(),
      paused: sitting.pausedAt !== null,
      finished,
    };
  }

  return {
    content,
    state,
    settled,

    /** The student's attempt, settled; null when not started. */
    async current(sitting: Sitting): Promise<AttemptRow | null> {
      const attempt = await repo.attempt(sitting.platformId, sitting.target, sitting.studentId);
      return attempt && settled(sitting, attempt);
    },

    /**
     * Starts the attempt (or returns the one that stands). Started while paused, the clock
     * counts from the pause, so resuming gives the whole duration.
     */
    async start(sitting: Sitting): Promise<AttemptRow> {
      const now = clock.now();
      const { questions } = await content(sitting.platformId, sitting.examId);
      const order = sitting.randomizeQuestions ? shuffled(questions) : questions;
      const attempt = await repo.startAttempt(sitting.platformId, {
        activity_id: sitting.target.activityId ?? null,
        mock_exam_id: sitting.target.mockExamId ?? null,
        student_id: sitting.studentId,
        started_at: now,
        deadline_at: new Date((sitting.pausedAt ?? now).getTime() + sitting.duration * 60_000),
        question_order: order.map((question) => question.id),
        alternative_order: Object.fromEntries(
          order.map((question) => {
            const ids = question.alternatives.map((alternative) => alternative.id);
            return [question.id, sitting.randomizeAlternatives ? shuffled(ids) : ids];
          }),
        ),
      });
      return settled(sitting, attempt);
    },

    /** Saves the caller's answer with the concurrent ones; resolves after the commit, or refuses with a 4xx. */
    async save(
      user: AuthContext,
      target: ExamTarget,
      answer: { question_id: string; alternative_id: string; seq?: number | undefined },
    ): Promise<ExamSaveResponse> {
      const { verdict, time_left } = await saveBatch({
        platformId: user.platformId,
        studentId: user.userId,
        target,
        questionId: answer.question_id,
        alternativeId: answer.alternative_id,
        seq: answer.seq ?? 0,
      });
      if (verdict !== 'ok') throw REFUSALS[verdict]();
      return { saved: true, time_left };
    },

    /** Finishes the open attempt now (idempotent); an attempt past its time closes at its deadline. */
    async finish(
      sitting: Sitting,
      attempt: AttemptRow,
      reason: string,
    ): Promise<{ attempt: AttemptRow; closed: boolean }> {
      const current = await settled(sitting, attempt);
      if (current.finished_at) return { attempt: current, closed: false };
      const finished = await closing.finish(sitting.platformId, current.id, reason);
      if (finished) return { attempt: finished, closed: true };
      // Finished meanwhile by another request, which closed it.
      const attemptNow = await repo.attempt(sitting.platformId, sitting.target, sitting.studentId);
      return { attempt: attemptNow ?? current, closed: false };
    },

    /**
     * The questions in the attempt's order (else the exam's), alternatives in theirs; the correct
     * flag only when `reveal` (educators, or the student once finished).
     */
    async questions(
      platformId: string,
      examId: string,
      attempt: AttemptRow | null,
      options: { reveal: boolean },
    ): Promise<ExamQuestion[]> {
      const { questions } = await content(platformId, examId);
      const answers = attempt ? await repo.answers(platformId, attempt.id) : new Map<string, string>();
      const byId = new Map(questions.map((question) => [question.id, question]));
      const ordered = attempt
        ? attempt.question_order.flatMap((id) => {
            const question = byId.get(id);
            return question ? [question] : [];
          })
        : questions;
      return ordered.map((question) => {
        const order = attempt?.alternative_order[question.id];
        const alternatives = order
          ? order.flatMap((id) => question.alternatives.filter((alternative) => alternative.id === id))
          : question.alternatives;
        return {
          id: question.id,
          question_txt: media.text(question.question_txt),
          question_img: media.url(question.question_img),
          question_snd: media.url(question.question_snd),
          alternatives: alternatives.map((alternative) => ({
            id: alternative.id,
            alternative_txt: media.text(alternative.alternative_txt),
            alternative_img: media.url(alternative.alternative_img),
            alternative_snd: media.url(alternative.alternative_snd),
            ...(options.reveal ? { correct_alternative: alternative.correct_alternative } : {}),
          })),
          chosen_alternative_id: answers.get(question.id) ?? 0,
        };
      });
    },

    /** Results per question (document 2 section 3 'Exam result per question'). */
    async result(
      platformId: string,
      examId: string,
      attempt: AttemptRow | null,
      activityId: string | null,
    ): Promise<ExamResult> {
      const { questions } = await content(platformId, examId);
      const answers = attempt ? await repo.answers(platformId, attempt.id) : new Map<string, string>();
      const nullified = await repo.nullifications(platformId, activityId);
      const byId = new Map(questions.map((question) => [question.id, question]));
      const order = attempt ? attempt.question_order : questions.map((question) => question.id);
      return {
        score: attempt?.score ?? null,
        results: order.flatMap((id) => {
          const question = byId.get(id);
          if (!question) return [];
          const chosen = answers.get(id);
          const correct = question.alternatives.find((alternative) => alternative.correct_alternative);
          return [
            {
              question_id: id,
              chosen_alternative_id: chosen ?? 0,
              correct_answer: chosen && correct ? correct.id : 'unfinished',
              invalid_reason: nullified.get(id) ?? null,
            },
          ];
        }),
      };
    },
  };
}

export type ExamTaking = ReturnType<typeof createExamTaking>;
