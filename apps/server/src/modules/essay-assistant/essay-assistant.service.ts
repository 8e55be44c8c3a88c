import {
  ESSAY_ASSISTANT_MESSAGES,
  type EssayBookmarkPosition,
  type EssaySuggestion,
  type EssaySuggestionsAnswer,
  SCHOOL_WORK_MESSAGES,
  type Stage,
  type SuggestionAccept,
  type SuggestionStatus,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ActivityAccess } from '../activities/activities.access.ts';
import {
  compressPosition,
  decompressPosition,
  type EssayMarks,
  type EssayToCorrect,
  essayPlainText,
  essayTextLength,
  presentBookmark,
} from '../essays/essays.module.ts';
import type { ConsentAccess } from '../privacy/consent.access.ts';
import type { Submissions } from '../school-work/school-work.access.ts';
import type { CorrectionInput, EssayCorrector, Rubric } from './engine/essay-corrector.ts';
import { presentAssessment, presentSuggestion } from './essay-assistant.presenter.ts';
import type { Essay, EssayAssistantRepository, SuggestionRow } from './essay-assistant.repository.ts';

/** What each correction call asks of the corrector. */
export const CORRECTION_KINDS = {
  correction: { scope: 'full' },
  suggestion: { scope: 'language' },
  'suggestion-enem': { scope: 'rubric', rubric: 'enem' },
} as const satisfies Record<string, { scope: CorrectionInput['scope']; rubric?: Rubric }>;
export type CorrectionKind = keyof typeof CORRECTION_KINDS;

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The essay assistant: corrections whose marks become suggestions, which only an educator of
 * the activity reads and decides; an accepted one becomes an essay bookmark of type `assistant`,
 * which reaches the student as every bookmark does.
 */
export function createEssayAssistantService(deps: {
  repo: EssayAssistantRepository;
  corrector: EssayCorrector;
  /** An OpenAI-compatible model, when the installation has one (AI_BASE_URL). */
  external: EssayCorrector | null;
  /** Whose essays the external model may read: the students with the external_ai_model consent. */
  consents: ConsentAccess;
  access: Pick<ActivityAccess, 'forTeacher'>;
  submissions: Pick<Submissions, 'assignment'>;
  essayToCorrect: EssayToCorrect;
  stageOf: (platformId: string, classroomId: string) => Promise<Stage | null>;
  essayMarks: Pick<EssayMarks, 'insert'>;
  transact: Transact;
}) {
  const { repo, access, essayToCorrect } = deps;

  async function requireEnabled(user: AuthContext): Promise<void> {
    if (!(await repo.enabled(user.platformId))) throw forbidden(ESSAY_ASSISTANT_MESSAGES.disabled);
  }

  /**
   * The platform's corrector: the external model only where the installation has one and the
   * platform turned `aiExternalModel` on, and only for a student with the `external_ai_model`
   * consent (LGPD: their guardian's, or their own where they decide); the embedded engine
   * otherwise, and whenever the model fails (the teacher still gets a correction).
   */
  async function correctWithChosen(platformId: string, studentId: string, input: CorrectionInput) {
    if (
      deps.external &&
      (await repo.externalModelOn(platformId)) &&
      (await deps.consents.granted(platformId, studentId, 'external_ai_model'))
    ) {
      try {
        return await deps.external.correct({ ...input, names: await repo.personNames(platformId, [studentId]) });
      } catch {
        // Unreachable, slow, broken or not JSON: the embedded engine answers instead.
      }
    }
    return deps.corrector.correct(input);
  }

  /** The suggestions the caller may decide: every one of an essay activity they teach, or a refusal. */
  async function requireTeaches(user: AuthContext, rows: SuggestionRow[]): Promise<void> {
    for (const activityId of new Set(rows.map((row) => row.activity_id))) await access.forTeacher(user, activityId);
  }

  async function rowsByIds(user: AuthContext, ids: readonly string[]): Promise<SuggestionRow[]> {
    const rows = await repo.byIds(user.platformId, ids);
    if (rows.length !== new Set(ids).size) throw notFound(ESSAY_ASSISTANT_MESSAGES.notFound);
    await requireTeaches(user, rows);
    return rows;
  }

  /**
   * An essay's suggestions; waiting ones made on a text the student has replaced since (a new final
   * text after a redo) are left out: their ranges point into the old text.
   */
  async function answerFor(
    user: AuthContext,
    essay: Essay,
    status: SuggestionStatus,
    currentText: string,
  ): Promise<EssaySuggestionsAnswer> {
    const [rows, assessment] = await Promise.all([
      repo.listForEssay(user.platformId, essay, status),
      repo.latestAssessment(user.platformId, essay),
    ]);
    const shown = status === 'proposed' ? rows.filter((row) => row.essay_text === currentText) : rows;
    return { suggestions: shown.map(presentSuggestion), assessment: assessment && presentAssessment(assessment) };
  }

  return {
    /** Corrects the sent essay; its marks replace the assistant's suggestions still waiting. */
    async correct(
      user: AuthContext,
      kind: CorrectionKind,
      body: { activity: string; student: string },
    ): Promise<EssaySuggestionsAnswer> {
      await requireEnabled(user);
      const { activity, assignment } = await essayToCorrect(user, body.activity, body.student);
      const stored = assignment.response_text ?? '';
      const text = essayPlainText(stored);
      if (!text.trim()) throw badRequest(ESSAY_ASSISTANT_MESSAGES.empty);
      const stage = await deps.stageOf(user.platformId, activity.classroom_id);
      const input: CorrectionInput = {
        text,
        stage,
        prompt: `${activity.title} ${plain(activity.details)}`,
        ...CORRECTION_KINDS[kind],
      };
      const result = await correctWithChosen(user.platformId, assignment.student_id, input);
      const essay = { activityId: activity.id, studentId: assignment.student_id };
      await deps.transact(async (tx) => {
        await repo.removeProposed(user.platformId, essay, 'corrector', tx);
        const position = (mark: (typeof result.marks)[number]): EssayBookmarkPosition => ({
          range: { start: mark.start, end: mark.end },
          category: mark.category as EssayBookmarkPosition['category'],
          sub_competence: { id: mark.competence, comment: mark.comment },
          bookmark_type: 'assistant',
        });
        await repo.insertSuggestions(
          user.platformId,
          essay,
          result.marks.map((mark) => ({
            chatId: null,
            source: 'corrector',
            position: compressPosition(position(mark)),
            rule: mark.rule,
            essayText: stored,
            requestedBy: user.userId,
          })),
          tx,
        );
        if (result.scores.length > 0) {
          await repo.saveAssessment(
            user.platformId,
            essay,
            { rubric: result.rubric, scores: result.scores, requestedBy: user.userId },
            tx,
          );
        }
      });
      return answerFor(user, essay, 'proposed', stored);
    },

    /** Suggestions made elsewhere (the assistant's chat, an outside tool), proposed on a sent essay. */
    async propose(
      user: AuthContext,
      source: 'internal' | 'external',
      target: { activity: string; student: string; chat?: string },
      suggestions: {
        range: { start: number; end: number };
        category: EssayBookmarkPosition['category'];
        competence: string;
        comment: string;
      }[],
    ): Promise<{ suggestions: EssaySuggestion[] }> {
      await requireEnabled(user);
      const { assignment } = await essayToCorrect(user, target.activity, target.student);
      const stored = assignment.response_text ?? '';
      const length = essayTextLength(stored);
      if (suggestions.some((item) => item.range.end > length)) throw badRequest(SCHOOL_WORK_MESSAGES.bookmarkOutOfText);
      const rows = await repo.insertSuggestions(
        user.platformId,
        { activityId: target.activity, studentId: target.student },
        suggestions.map((item) => ({
          chatId: target.chat ?? null,
          source,
          position: compressPosition({
            range: item.range,
            category: item.category,
            sub_competence: { id: item.competence, comment: item.comment },
            bookmark_type: 'assistant',
          }),
          rule: null,
          essayText: stored,
          requestedBy: user.userId,
        })),
      );
      return { suggestions: rows.map(presentSuggestion) };
    },

    async list(
      user: AuthContext,
      query: { activity: string; student: string; status?: SuggestionStatus },
    ): Promise<EssaySuggestionsAnswer> {
      await requireEnabled(user);
      await access.forTeacher(user, query.activity);
      const row = await deps.submissions.assignment(user.platformId, query.activity, query.student);
      if (!row) throw notFound(SCHOOL_WORK_MESSAGES.studentNotAssigned);
      const essay = { activityId: query.activity, studentId: query.student };
      return answerFor(user, essay, query.status ?? 'proposed', row.assignment.response_text ?? '');
    },

    /** The suggestions a chat produced, on the essays the caller teaches. */
    async byChat(user: AuthContext, chatId: string): Promise<{ suggestions: EssaySuggestion[] }> {
      await requireEnabled(user);
      const rows = await repo.byChat(user.platformId, chatId);
      const taught = new Set<string>();
      for (const activityId of new Set(rows.map((row) => row.activity_id))) {
        const ok = await access.forTeacher(user, activityId).then(
          () => true,
          () => false,
        );
        if (ok) taught.add(activityId);
      }
      return { suggestions: rows.filter((row) => taught.has(row.activity_id)).map(presentSuggestion) };
    },

    async byIds(user: AuthContext, ids: readonly string[]): Promise<{ suggestions: EssaySuggestion[] }> {
      await requireEnabled(user);
      return { suggestions: (await rowsByIds(user, ids)).map(presentSuggestion) };
    },

    /** Rejects suggestions still waiting (rejecting twice changes nothing; an accepted one stays). */
    async reject(user: AuthContext, ids: readonly string[]): Promise<{ ids: string[] }> {
      await requireEnabled(user);
      const rows = await rowsByIds(user, ids);
      if (rows.some((row) => row.status === 'accepted')) throw conflict(ESSAY_ASSISTANT_MESSAGES.decided);
      await deps.transact(async (tx) => {
        for (const row of rows.filter((item) => item.status === 'proposed')) {
          await repo.decide(user.platformId, row.id, { status: 'rejected', decidedBy: user.userId }, tx);
        }
      });
      return { ids: rows.map((row) => row.id) };
    },

    /** Accepts a suggestion, as proposed or edited: it becomes a bookmark of type `assistant`. */
    async accept(user: AuthContext, body: SuggestionAccept) {
      await requireEnabled(user);
      const [row] = await rowsByIds(user, [body.id]);
      if (!row) throw notFound(ESSAY_ASSISTANT_MESSAGES.notFound);
      if (row.status !== 'proposed') throw conflict(ESSAY_ASSISTANT_MESSAGES.decided);
      const { assignment } = await essayToCorrect(user, row.activity_id, row.student_id);
      if ((assignment.response_text ?? '') !== row.essay_text) throw conflict(ESSAY_ASSISTANT_MESSAGES.textChanged);
      const proposed = decompressPosition(row.position);
      const position: EssayBookmarkPosition = {
        ...proposed,
        category: body.category ?? proposed.category,
        sub_competence: {
          id: body.competence ?? proposed.sub_competence.id,
          comment: body.comment ?? proposed.sub_competence.comment,
        },
      };
      return deps.transact(async (tx) => {
        const bookmark = await deps.essayMarks.insert(
          user.platformId,
          {
            activityId: row.activity_id,
            studentId: row.student_id,
            teacherId: user.userId,
            position: compressPosition(position),
            essayText: row.essay_text,
          },
          tx,
        );
        const decided = await repo.decide(
          user.platformId,
          row.id,
          { status: 'accepted', decidedBy: user.userId, position: compressPosition(position), bookmarkId: bookmark.id },
          tx,
        );
        if (!decided) throw conflict(ESSAY_ASSISTANT_MESSAGES.decided);
        return { suggestion: presentSuggestion(decided), bookmark: presentBookmark(bookmark) };
      });
    },
  };
}

export type EssayAssistantService = ReturnType<typeof createEssayAssistantService>;
