import type { SuggestionStatus } from '@ava/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import type { CriterionScore, Rubric } from './engine/essay-corrector.ts';
import { essayAssessments, essaySuggestions } from './essay-assistant.tables.ts';

export type SuggestionRow = typeof essaySuggestions.$inferSelect;
export type AssessmentRow = typeof essayAssessments.$inferSelect;

export interface Essay {
  activityId: string;
  studentId: string;
}

export interface SuggestionWrite {
  chatId: string | null;
  source: SuggestionRow['source'];
  position: string;
  rule: string | null;
  essayText: string;
  requestedBy: string;
}

const ofEssay = (platformId: string, essay: Essay) =>
  and(
    eq(essaySuggestions.platform_id, platformId),
    eq(essaySuggestions.activity_id, essay.activityId),
    eq(essaySuggestions.student_id, essay.studentId),
  );

export function createEssayAssistantRepository(db: Executor) {
  return {
    /** Whether the platform turned the essay assistant on (its essayAiFeatures flag). */
    async enabled(platformId: string): Promise<boolean> {
      const [row] = rowsOf<{ on: boolean }>(
        await db.execute(sql`select ${featureFlagOn(platformId, 'essayAiFeatures')} as on`),
      );
      return row?.on === true;
    },

    /** Whether the platform lets an external model correct its essays (its aiExternalModel flag). */
    async externalModelOn(platformId: string): Promise<boolean> {
      const [row] = rowsOf<{ on: boolean }>(
        await db.execute(sql`select ${featureFlagOn(platformId, 'aiExternalModel')} as on`),
      );
      return row?.on === true;
    },

    /** The names of these people, which an external model must not be shown. */
    async personNames(platformId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.platform_id, platformId), inArray(users.id, [...ids])));
      return rows.map((row) => row.name);
    },

    async insertSuggestions(
      platformId: string,
      essay: Essay,
      values: SuggestionWrite[],
      tx: Executor = db,
    ): Promise<SuggestionRow[]> {
      if (values.length === 0) return [];
      return tx
        .insert(essaySuggestions)
        .values(
          values.map((value) => ({
            platform_id: platformId,
            activity_id: essay.activityId,
            student_id: essay.studentId,
            chat_id: value.chatId,
            source: value.source,
            position: value.position,
            rule: value.rule,
            essay_text: value.essayText,
            requested_by: value.requestedBy,
          })),
        )
        .returning();
    },

    /** Drops the essay's suggestions still waiting from one source (a new correction replaces them). */
    async removeProposed(
      platformId: string,
      essay: Essay,
      source: SuggestionRow['source'],
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .delete(essaySuggestions)
        .where(
          and(ofEssay(platformId, essay), eq(essaySuggestions.source, source), eq(essaySuggestions.status, 'proposed')),
        );
    },

    async listForEssay(platformId: string, essay: Essay, status: SuggestionStatus): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(essaySuggestions)
        .where(and(ofEssay(platformId, essay), eq(essaySuggestions.status, status)))
        .orderBy(asc(essaySuggestions.created_at), asc(essaySuggestions.id));
    },

    async byIds(platformId: string, ids: readonly string[]): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(essaySuggestions)
        .where(and(eq(essaySuggestions.platform_id, platformId), inArray(essaySuggestions.id, [...ids])))
        .orderBy(asc(essaySuggestions.created_at), asc(essaySuggestions.id));
    },

    async byChat(platformId: string, chatId: string): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(essaySuggestions)
        .where(and(eq(essaySuggestions.platform_id, platformId), eq(essaySuggestions.chat_id, chatId)))
        .orderBy(asc(essaySuggestions.created_at), asc(essaySuggestions.id));
    },

    /** Decides a suggestion still proposed; null when another decision came first. */
    async decide(
      platformId: string,
      id: string,
      decision: { status: 'accepted' | 'rejected'; decidedBy: string; position?: string; bookmarkId?: string },
      tx: Executor = db,
    ): Promise<SuggestionRow | null> {
      const [row] = await tx
        .update(essaySuggestions)
        .set({
          status: decision.status,
          decided_by: decision.decidedBy,
          ...(decision.position !== undefined && { position: decision.position }),
          ...(decision.bookmarkId !== undefined && { bookmark_id: decision.bookmarkId }),
        })
        .where(
          and(
            eq(essaySuggestions.platform_id, platformId),
            eq(essaySuggestions.id, id),
            eq(essaySuggestions.status, 'proposed'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async saveAssessment(
      platformId: string,
      essay: Essay,
      values: { rubric: Rubric; scores: CriterionScore[]; requestedBy: string },
      tx: Executor = db,
    ): Promise<AssessmentRow> {
      const [row] = await tx
        .insert(essayAssessments)
        .values({
          platform_id: platformId,
          activity_id: essay.activityId,
          student_id: essay.studentId,
          rubric: values.rubric,
          scores: values.scores,
          requested_by: values.requestedBy,
        })
        .returning();
      if (!row) throw new Error('essay assessment not saved');
      return row;
    },

    async latestAssessment(platformId: string, essay: Essay): Promise<AssessmentRow | null> {
      const [row] = await db
        .select()
        .from(essayAssessments)
        .where(
          and(
            eq(essayAssessments.platform_id, platformId),
            eq(essayAssessments.activity_id, essay.activityId),
            eq(essayAssessments.student_id, essay.studentId),
          ),
        )
        .orderBy(desc(essayAssessments.created_at))
        .limit(1);
      return row ?? null;
    },
  };
}

export type EssayAssistantRepository = ReturnType<typeof createEssayAssistantRepository>;
