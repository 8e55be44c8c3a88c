import type {
  ExamDetails,
  ExamFinish,
  ExamFinishResponse,
  ExamPauseResponse,
  ExamQuestion,
  ExamRemake,
  ExamResult,
  ExamSaveResponse,
  ExamSaveResult,
  ExamSummary,
  ExamsList,
  ExamTimeLeft,
  ExamUpdateScore,
  ExternalExamResults,
  ExternalExamShow,
  StudentExam,
  UpdateExams,
} from '@ava/contracts';
import { type ActivityConfig, type ExamAttemptState, examPokz, MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { ActivityPokz, ActivityWrites, DeliveryRepository } from '../activities/activities.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import type { ExamClosing } from './exam-closing.service.ts';
import type { ExamTaking, Sitting } from './exam-taking.ts';
import type { ActivityExamRow, AttemptRow, ExamRow, ExamsRepository } from './exams.repository.ts';

const conflict = (message: string) => new AppError(409, message);

interface Attached {
  activity: ActivityRow;
  link: ActivityExamRow;
  exam: ExamRow;
}

export const attemptState = (attempt: AttemptRow | null): ExamAttemptState =>
  !attempt ? 'not_started' : attempt.finished_at ? 'finished' : 'in_progress';

const hasPassword = (config: ActivityConfig) => Boolean(config.password);

/**
 * Exams inside digital-exam activities (main service exam paths and the exams service's
 * student paths): who may act comes from activities.access.ts; sitting the exam from exam-taking.ts.
 */
export function createExamsService(deps: {
  repo: ExamsRepository;
  access: ActivityAccess;
  taking: ExamTaking;
  closing: ExamClosing;
  deliveries: DeliveryRepository;
  activityPokz: ActivityPokz;
  transact: Transact;
  clock: Clock;
  mapEnergy: MapEnergyService;
  activitiesWrite: Pick<ActivityWrites, 'update'>;
}) {
  const { repo, access, taking, closing, deliveries, activityPokz, transact, clock, mapEnergy } = deps;

  async function attachedTo(activity: ActivityRow): Promise<Attached> {
    const attached = await repo.activityExam(activity.platform_id, activity.id);
    if (!attached) throw conflict(MESSAGES.examNotAttached);
    return { activity, ...attached };
  }

  function sittingOf({ activity, link, exam }: Attached, studentId: string): Sitting {
    return {
      platformId: activity.platform_id,
      studentId,
      target: { activityId: activity.id },
      examId: exam.id,
      duration: link.duration,
      pausedAt: link.paused_at,
      randomizeQuestions: activity.config.randomize_question === true,
      randomizeAlternatives: activity.config.randomize === true,
    };
  }

  async function forStudent(user: AuthContext, activityId: string) {
    const { activity } = await access.forStudent(user, activityId);
    const attached = await attachedTo(activity);
    return { attached, sitting: sittingOf(attached, user.userId) };
  }

  async function forTeacher(user: AuthContext, activityId: string): Promise<Attached> {
    return attachedTo(await access.forTeacher(user, activityId));
  }

  function checkPassword(config: ActivityConfig, given: string | undefined): void {
    if (!hasPassword(config)) return;
    if (!given) throw badRequest(MESSAGES.examPasswordRequired);
    if (given !== config.password) throw forbidden(MESSAGES.examPasswordWrong);
  }

  /**
   * A session a guardian opened as their dependent ('Entrar como') follows the exam but never sits
   * it: the exam is the child's own work. Starting, answering and finishing are refused.
   */
  function refuseDependentSession(user: AuthContext): void {
    if (user.openedBy) throw forbidden(MESSAGES.examDependentSession);
  }

  /** The attempt that stands, started now when there is none (the password is asked only then). */
  async function started(user: AuthContext, activityId: string, password: string | undefined) {
    refuseDependentSession(user);
    const { attached, sitting } = await forStudent(user, activityId);
    const current = await taking.current(sitting);
    if (current) return { attached, sitting, attempt: current };
    checkPassword(attached.activity.config, password);
    return { attached, sitting, attempt: await taking.start(sitting) };
  }

  async function ownAttempt(user: AuthContext, activityId: string) {
    const { attached, sitting } = await forStudent(user, activityId);
    return { attached, sitting, attempt: await taking.current(sitting) };
  }

  async function finishOwn(user: AuthContext, activityId: string, reason: string | undefined) {
    refuseDependentSession(user);
    const { attached, sitting, attempt } = await ownAttempt(user, activityId);
    if (!attempt) throw conflict(MESSAGES.examNotStarted);
    // The anti-cheat report is recorded only when the activity asks for it.
    const why = reason === 'anti_cheat' && attached.activity.config.anti_cheat ? 'anti_cheat' : 'student';
    const { attempt: finished, closed } = await taking.finish(sitting, attempt, why);
    if (closed) await mapEnergy.raise(user, { kind: 'targeted', source: 'exam_finish' });
    return { score: finished.score, finished: closed ? 1 : 0, nullified: 0 };
  }

  return {
    async timeLeft(user: AuthContext, activityId: string, password?: string): Promise<ExamTimeLeft> {
      const { sitting, attempt } = await started(user, activityId, password);
      return taking.state(sitting, attempt);
    },

    save(user: AuthContext, input: ExamSaveResult): Promise<ExamSaveResponse> {
      refuseDependentSession(user);
      return taking.save(user, { activityId: input.activity }, input);
    },

    /** A student finishes their attempt; an educator nullifies questions, or else closes every open attempt. */
    async finish(user: AuthContext, input: ExamFinish): Promise<ExamFinishResponse> {
      const viewer = await access.forViewer(user, input.activity);
      if (viewer.as === 'student') return finishOwn(user, input.activity, input.reason);
      if (viewer.as !== 'educator') throw forbidden();
      const { exam } = await attachedTo(viewer.activity);
      if (input.nullify?.length) {
        const { questions } = await taking.content(user.platformId, exam.id);
        const ids = new Set(questions.map((question) => question.id));
        if (input.nullify.some((item) => !ids.has(item.question_id))) {
          throw badRequest(MESSAGES.examQuestionNotInExam);
        }
        await closing.nullify(user.platformId, viewer.activity.id, input.nullify);
        return { score: null, finished: 0, nullified: input.nullify.length };
      }
      return { score: null, finished: await closing.closeAll(user.platformId, viewer.activity.id), nullified: 0 };
    },

    /** Only an activity with an exam: another kind's rows are not attempts to remake or score by hand. */
    async remake(user: AuthContext, input: ExamRemake): Promise<{ remade: number }> {
      const { activity } = await forTeacher(user, input.activity);
      const remade = await transact(async (tx) => {
        await repo.deleteAttempts(user.platformId, activity.id, input.user_ids, tx);
        return deliveries.update(
          user.platformId,
          activity.id,
          input.user_ids,
          { status: input.status, score: null, delivered_at: null, draft: true },
          tx,
        );
      });
      return { remade: remade.length };
    },

    async updateScore(user: AuthContext, input: ExamUpdateScore): Promise<{ score: number }> {
      const { activity } = await forTeacher(user, input.activity);
      const updated = await transact(async (tx) => {
        const [student] = await deliveries.update(
          user.platformId,
          activity.id,
          [input.user_id],
          { score: input.score, pokz: examPokz(input.score), evaluated_at: clock.now() },
          tx,
        );
        await repo.setAttemptScore(user.platformId, activity.id, input.user_id, input.score, tx);
        if (student) await activityPokz.settle(user.platformId, [{ activityId: activity.id, studentId: student }], tx);
        return student !== undefined;
      });
      if (!updated) throw notFound(MESSAGES.activityStudentNotAssigned);
      return { score: input.score };
    },

    async pause(user: AuthContext, activityId: string): Promise<ExamPauseResponse> {
      const { activity } = await forTeacher(user, activityId);
      const paused = await repo.pause(user.platformId, activity.id, clock.now());
      if (!paused) throw conflict(MESSAGES.examAlreadyPaused);
      return { paused: true, paused_at: paused.paused_at?.toISOString() ?? null };
    },

    async resume(user: AuthContext, activityId: string): Promise<ExamPauseResponse> {
      const { activity } = await forTeacher(user, activityId);
      const at = clock.now();
      const resumed = await transact(async (tx) => {
        // The activity's link is locked before the attempts, the order saves take them in.
        const link = await repo.lockActivityExam(user.platformId, activity.id, tx);
        if (!link?.paused_at) return false;
        await repo.pushOpenDeadlines(user.platformId, activity.id, { from: link.paused_at, to: at }, tx);
        await repo.clearPause(user.platformId, activity.id, tx);
        return true;
      });
      if (!resumed) throw conflict(MESSAGES.examNotPaused);
      return { paused: false, paused_at: null };
    },

    /** Students after starting, in their attempt's order; educators in the exam's, with the correct flags. */
    async questions(user: AuthContext, activityId: string): Promise<{ questions: ExamQuestion[] }> {
      const viewer = await access.forViewer(user, activityId);
      if (viewer.as === 'educator') {
        const { exam } = await attachedTo(viewer.activity);
        return { questions: await taking.questions(user.platformId, exam.id, null, { reveal: true }) };
      }
      if (viewer.as !== 'student') throw forbidden();
      const { attached, attempt } = await ownAttempt(user, activityId);
      if (!attempt) throw conflict(MESSAGES.examNotStarted);
      const reveal = attempt.finished_at !== null;
      return { questions: await taking.questions(user.platformId, attached.exam.id, attempt, { reveal }) };
    },

    /** A student's own result once finished; an educator's of any assigned student; a guardian's of a dependent once finished. */
    async result(user: AuthContext, activityId: string, studentId: string | undefined): Promise<ExamResult> {
      const viewer = await access.forViewer(user, activityId);
      let student: string;
      if (viewer.as === 'student') student = user.userId;
      else if (viewer.as === 'guardian') {
        student = studentId ?? (viewer.dependentIds[0] as string);
        if (!viewer.dependentIds.includes(student)) throw forbidden();
      } else {
        if (!studentId) throw badRequest(MESSAGES.activityStudentNotAssigned);
        if (!(await repo.isAssigned(user.platformId, viewer.activity.id, studentId))) {
          throw notFound(MESSAGES.activityStudentNotAssigned);
        }
        student = studentId;
      }
      const attached = await attachedTo(viewer.activity);
      const attempt = await taking.current(sittingOf(attached, student));
      if (viewer.as !== 'educator' && !attempt?.finished_at) throw conflict(MESSAGES.examNotFinished);
      return taking.result(user.platformId, attached.exam.id, attempt, attached.activity.id);
    },

    async summary(user: AuthContext, activityId: string): Promise<ExamSummary> {
      const attached = await forTeacher(user, activityId);
      await closing.closeExpired(user.platformId, { target: { activityId } });
      const [rows, { questions }] = await Promise.all([
        repo.summary(user.platformId, activityId),
        taking.content(user.platformId, attached.exam.id),
      ]);
      const pausedAt = attached.link.paused_at;
      return {
        paused: pausedAt !== null,
        total_questions: questions.length,
        students: rows.map((row) => ({
          student_id: row.student_id,
          name: row.name,
          status: attemptState(row.attempt),
          answered: row.answered,
          score: row.attempt?.score ?? null,
          time_left: row.attempt ? taking.state({ pausedAt }, row.attempt).time_left : null,
          finish_reason: (row.attempt?.finish_reason ?? null) as ExamSummary['students'][number]['finish_reason'],
        })),
      };
    },

    async details(user: AuthContext, activityId: string): Promise<ExamDetails> {
      const viewer = await access.forViewer(user, activityId);
      const { activity, link, exam } = await attachedTo(viewer.activity);
      const { questions } = await taking.content(user.platformId, exam.id);
      return {
        exam_id: exam.id,
        external_id: exam.external_id,
        description: exam.description,
        duration: link.duration,
        total_questions: questions.length,
        alternatives_per_questions: Math.max(0, ...questions.map((question) => question.alternatives.length)),
        paused: link.paused_at !== null,
        anti_cheat: activity.config.anti_cheat === true,
        has_password: hasPassword(activity.config),
      };
    },

    async studentExam(user: AuthContext, activityId: string): Promise<StudentExam> {
      const { attached, sitting } = await forStudent(user, activityId);
      const attempt = await taking.current(sitting);
      return {
        exam_id: attached.exam.id,
        exam_external_id: attached.exam.external_id,
        duration: attached.link.duration,
        status: attemptState(attempt),
      };
    },

    async examsList(user: AuthContext, activityId: string): Promise<ExamsList> {
      const activity = await access.forTeacher(user, activityId);
      return listOf(activity);
    },

    /** Attaches (one exam per activity), changes the duration of, or removes the activity's exam; merges the config. */
    async updateExams(user: AuthContext, input: UpdateExams): Promise<ExamsList> {
      let activity = await access.forTeacher(user, input.activity);
      if (activity.kind !== 'digital_exam') throw badRequest(MESSAGES.examNotDigital);
      const current = await repo.activityExam(user.platformId, activity.id);
      const changesExam =
        input.rm_exams.length > 0 || input.add_exams.some((item) => item.exam_id !== current?.exam.id);
      if (current && changesExam && (await repo.hasAttempts(user.platformId, activity.id)))
        throw conflict(MESSAGES.examAlreadyTaken);
      if (current && input.rm_exams.includes(current.exam.id)) await repo.detachExam(user.platformId, activity.id);
      for (const item of input.add_exams) {
        if (!(await repo.publishedExam(user.platformId, item.exam_id))) throw badRequest(MESSAGES.examNotPublished);
        await repo.attachExam(user.platformId, {
          activity_id: activity.id,
          exam_id: item.exam_id,
          duration: item.duration,
        });
      }
      for (const item of input.alter_exams) {
        const attached = await repo.activityExam(user.platformId, activity.id);
        if (attached?.exam.id !== item.exam_id) throw badRequest(MESSAGES.examNotAttached);
        await repo.attachExam(user.platformId, {
          activity_id: activity.id,
          exam_id: item.exam_id,
          duration: item.duration,
        });
      }
      if (input.detail?.config) {
        const config = { ...activity.config, ...input.detail.config };
        activity = (await deps.activitiesWrite.update(user.platformId, activity.id, { config })) ?? activity;
      }
      return listOf(activity);
    },

    // ----------------------------------------------------------------------------------
    // Exams service (document 2 section 7)

    start: (user: AuthContext, activityId: string, password?: string) =>
      started(user, activityId, password).then(({ sitting, attempt }) => taking.state(sitting, attempt)),

    async show(user: AuthContext, activityId: string): Promise<ExternalExamShow> {
      const { attached } = await forStudent(user, activityId);
      const { activity, link, exam } = attached;
      const { questions } = await taking.content(user.platformId, exam.id);
      return {
        exam: {
          id: exam.id,
          external_id: exam.external_id,
          description: exam.description,
          guidance: exam.guidance,
          duration: link.duration,
          total_questions: questions.length,
        },
        activity: {
          id: activity.id,
          title: activity.title,
          end_time: activity.end_time?.toISOString() ?? null,
          fullscreen: activity.config.fullscreen === true,
          anti_cheat: activity.config.anti_cheat === true,
          has_password: hasPassword(activity.config),
          paused: link.paused_at !== null,
        },
      };
    },

    /** The student's time left and answers; correct answers only once finished. */
    async results(user: AuthContext, activityId: string): Promise<ExternalExamResults> {
      const { attached, sitting, attempt } = await ownAttempt(user, activityId);
      if (!attempt) return { time_left: attached.link.duration * 60, results: [] };
      const { results } = await taking.result(user.platformId, attached.exam.id, attempt, activityId);
      const finished = attempt.finished_at !== null;
      return {
        time_left: taking.state(sitting, attempt).time_left,
        results: results.map((item) => ({
          question_id: item.question_id,
          alternative_id: item.chosen_alternative_id,
          correct_answer: finished ? item.correct_answer : null,
          nullify: item.invalid_reason !== null,
        })),
      };
    },

    finishOwn: (user: AuthContext, activityId: string, reason?: string): Promise<ExamFinishResponse> =>
      finishOwn(user, activityId, reason),
  };

  async function listOf(activity: ActivityRow): Promise<ExamsList> {
    const attached = await repo.activityExam(activity.platform_id, activity.id);
    if (!attached) return { exams: [] };
    const { questions } = await taking.content(activity.platform_id, attached.exam.id);
    return {
      exams: [
        {
          exam_id: attached.exam.id,
          external_id: attached.exam.external_id,
          description: attached.exam.description,
          duration: attached.link.duration,
          total_questions: questions.length,
        },
      ],
    };
  }
}

export type ExamsService = ReturnType<typeof createExamsService>;
