import type { AssistantChatStatus, AssistantSource, FeatureFlag } from '@ava/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { featureFlagOn } from '../platforms/platforms.module.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';
import { classroomMembers } from '../tenancy/tenancy.tables.ts';
import { learningTrails, trailItems } from '../trails/trails.tables.ts';
import { assistantChats, assistantMessages } from './assistant.tables.ts';

export type AssistantChatRow = typeof assistantChats.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** A passage found in a trail or a question, before the service picks its sentences. */
export interface FoundPassage {
  id: string;
  title: string;
  text: string;
}

/** Trails students can open: active ones (status 1); drafts and archived ones are not content yet. */
const ACTIVE_TRAIL = 1;
/** Passages taken from each kind of content. */
const PASSAGES_PER_KIND = 3;

/** Rich text as plain text, in SQL (tags out). */
const plain = (column: unknown) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

/** `words` (lowered, unaccented letters and digits) as a Portuguese tsquery where any word matches, as a prefix. */
const anyWord = (words: readonly string[]) =>
  sql`to_tsquery('portuguese'::regconfig, ${words.map((w) => `${w}:*`).join(' | ')})`;
const documentOf = (text: unknown) => sql`to_tsvector('portuguese'::regconfig, unaccent(lower(${text})))`;

export function createAssistantRepository(db: Database) {
  return {
    async featureOn(platformId: string, flag: FeatureFlag): Promise<boolean> {
      const [row] = rowsOf<{ on: boolean }>(await db.execute(sql`select ${featureFlagOn(platformId, flag)} as on`));
      return row?.on === true;
    },

    async createChat(platformId: string, userId: string, title: string, now: Date): Promise<AssistantChatRow> {
      const [row] = await db
        .insert(assistantChats)
        .values({ platform_id: platformId, user_id: userId, title, created_at: now, updated_at: now })
        .returning();
      if (!row) throw new Error('chat not created');
      return row;
    },

    async findChat(platformId: string, chatId: string): Promise<AssistantChatRow | null> {
      const [row] = await db
        .select()
        .from(assistantChats)
        .where(and(eq(assistantChats.platform_id, platformId), eq(assistantChats.id, chatId)));
      return row ?? null;
    },

    /** A person's chats, the latest touched first. */
    chatsOf(platformId: string, userId: string): Promise<AssistantChatRow[]> {
      return db
        .select()
        .from(assistantChats)
        .where(and(eq(assistantChats.platform_id, platformId), eq(assistantChats.user_id, userId)))
        .orderBy(desc(assistantChats.updated_at), desc(assistantChats.created_at));
    },

    async updateChat(
      platformId: string,
      chatId: string,
      values: { status?: AssistantChatStatus; title?: string },
      now: Date,
    ): Promise<AssistantChatRow | null> {
      const [row] = await db
        .update(assistantChats)
        .set({ ...values, updated_at: now })
        .where(and(eq(assistantChats.platform_id, platformId), eq(assistantChats.id, chatId)))
        .returning();
      return row ?? null;
    },

    async deleteChat(platformId: string, chatId: string): Promise<void> {
      await db
        .delete(assistantChats)
        .where(and(eq(assistantChats.platform_id, platformId), eq(assistantChats.id, chatId)));
    },

    /** Stamped by the database's clock, which orders a chat's messages (a question is stored before its answer). */
    async addMessage(
      platformId: string,
      message: {
        chat_id: string;
        role: 'user' | 'assistant';
        content: string;
        sources?: AssistantSource[];
        refused?: boolean;
      },
    ): Promise<AssistantMessageRow> {
      const [row] = await db
        .insert(assistantMessages)
        .values({
          platform_id: platformId,
          ...message,
          created_at: sql`clock_timestamp()`,
          updated_at: sql`clock_timestamp()`,
        })
        .returning();
      if (!row) throw new Error('message not stored');
      return row;
    },

    /** A chat's messages in the order they were written. */
    messagesOf(platformId: string, chatId: string): Promise<AssistantMessageRow[]> {
      return db
        .select()
        .from(assistantMessages)
        .where(and(eq(assistantMessages.platform_id, platformId), eq(assistantMessages.chat_id, chatId)))
        .orderBy(asc(assistantMessages.created_at), desc(assistantMessages.role));
    },

    /** Whether the educator teaches a classroom the student belongs to. */
    async teaches(platformId: string, educatorId: string, studentId: string): Promise<boolean> {
      const [row] = rowsOf<{ yes: boolean }>(
        await db.execute(sql`
          select exists (
            select 1 from ${classroomMembers} t join ${classroomMembers} s on s.classroom_id = t.classroom_id
            where t.platform_id = ${platformId} and t.user_id = ${educatorId} and t.role = 'teacher'
              and s.user_id = ${studentId} and s.role = 'student') as yes`),
      );
      return row?.yes === true;
    },

    /** The students of the educator's classrooms, by name. */
    async studentsOf(platformId: string, educatorId: string): Promise<{ id: string; name: string }[]> {
      return rowsOf<{ id: string; name: string }>(
        await db.execute(sql`
          select distinct u.id, u.name from ${classroomMembers} t
            join ${classroomMembers} s on s.classroom_id = t.classroom_id and s.role = 'student'
            join ${users} u on u.id = s.user_id
          where t.platform_id = ${platformId} and t.user_id = ${educatorId} and t.role = 'teacher'
          order by u.name, u.id`),
      );
    },

    /** The person's name and those of everyone in their classrooms: kept from external models. */
    async namesAround(platformId: string, userId: string): Promise<string[]> {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`
          select u.name from ${users} u where u.id = ${userId} and u.platform_id = ${platformId}
          union
          select u.name from ${classroomMembers} me
            join ${classroomMembers} other on other.classroom_id = me.classroom_id
            join ${users} u on u.id = other.user_id
          where me.platform_id = ${platformId} and me.user_id = ${userId}`),
      );
      return rows.map((row) => row.name);
    },

    /** Active trails of the platform whose title or text steps match any of the words, best first. */
    async trailPassages(platformId: string, words: readonly string[]): Promise<FoundPassage[]> {
      if (words.length === 0) return [];
      const body = sql`${learningTrails.guidance} || ' ' || coalesce(string_agg(${trailItems.title} || '. ' || ${plain(trailItems.content)}, ' ' order by ${trailItems.position}), '')`;
      const text = sql`${learningTrails.title} || ' ' || ${body}`;
      const rows = rowsOf<FoundPassage>(
        await db.execute(sql`
          select ${learningTrails.id} as id, ${learningTrails.title} as title, ${plain(body)} as text
          from ${learningTrails}
          left join ${trailItems} on ${trailItems.trail_id} = ${learningTrails.id} and ${trailItems.type} not in ('video', 'challenge')
          where ${learningTrails.platform_id} = ${platformId} and ${learningTrails.status} = ${ACTIVE_TRAIL}
          group by ${learningTrails.id}
          having ${documentOf(text)} @@ ${anyWord(words)}
          order by ts_rank(${documentOf(text)}, ${anyWord(words)}) desc, ${learningTrails.title}
          limit ${PASSAGES_PER_KIND}`),
      );
      return rows;
    },

    /** Bank questions of the platform matching any of the words, each with its correct alternative. */
    async questionPassages(platformId: string, words: readonly string[]): Promise<FoundPassage[]> {
      if (words.length === 0) return [];
      const statement = plain(questions.question_txt);
      return rowsOf<FoundPassage>(
        await db.execute(sql`
          select ${questions.id} as id, left(btrim(${statement}), 80) as title,
                 ${statement} || coalesce(' Resposta: ' || (
                   select ${plain(questionAlternatives.alternative_txt)} from ${questionAlternatives}
                   where ${questionAlternatives.question_id} = ${questions.id} and ${questionAlternatives.correct_alternative}
                   limit 1) || '.', '') as text
          from ${questions}
          where ${questions.platform_id} = ${platformId} and not ${questions.deleted}
            and ${documentOf(statement)} @@ ${anyWord(words)}
          order by ts_rank(${documentOf(statement)}, ${anyWord(words)}) desc, ${questions.created_at} desc
          limit ${PASSAGES_PER_KIND}`),
      );
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
