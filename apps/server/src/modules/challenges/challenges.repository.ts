import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { activities } from '../activities/activities.tables.ts';
import { activityGames } from '../homework/homework.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { UUID } from '../storage/storage.module.ts';
import { grades } from '../tenancy/tenancy.tables.ts';
import { bnccCodes, gameContents, gameFavorites, gameRatings, gameResults } from './challenges.tables.ts';

export type ContentRow = typeof gameContents.$inferSelect;
export type NewContent = Omit<typeof gameContents.$inferInsert, 'id' | 'platform_id' | 'created_at' | 'updated_at'>;
export type ContentChanges = Partial<NewContent>;

/** What a card shows beside a content, for the caller: marks, ratings, use and the author's name. */
export interface ContentExtras {
  favorites: Set<string>;
  ratings: Map<string, { sum: number; count: number; mine: number | null }>;
  used: Set<string>;
  authors: Map<string, string>;
}

/** Grade ids are smallints: a larger number names no grade (and would not cast). */
export const isGradeId = (id: number) => Number.isInteger(id) && id >= -32_768 && id <= 32_767;

/** Contents a platform's people may open: their platform's, and the library contents every platform shares. */
export const visibleTo = (platformId: string) =>
  or(eq(gameContents.platform_id, platformId), and(eq(gameContents.shared, true), eq(gameContents.status, 'active')));

export function createChallengesRepository(db: Executor) {
  return {
    async insert(platformId: string, values: NewContent, tx: Executor = db): Promise<ContentRow> {
      const [row] = await tx
        .insert(gameContents)
        .values({ ...values, platform_id: platformId })
        .returning();
      if (!row) throw new Error('challenge not stored');
      return row;
    },

    /** A content of the platform, or a shared one of another platform; null for anything else. */
    async findVisible(platformId: string, contentId: string): Promise<ContentRow | null> {
      // Ids are UUIDs: any other text names no content (and would not cast).
      if (!UUID.test(contentId)) return null;
      const [row] = await db
        .select()
        .from(gameContents)
        .where(and(eq(gameContents.id, contentId), visibleTo(platformId)))
        .limit(1);
      return row ?? null;
    },

    /** A content of the platform, read with a row lock when `tx` is a transaction that changes it. */
    async findOwn(platformId: string, contentId: string, tx: Executor = db): Promise<ContentRow | null> {
      if (!UUID.test(contentId)) return null;
      const [row] = await tx
        .select()
        .from(gameContents)
        .where(and(eq(gameContents.platform_id, platformId), eq(gameContents.id, contentId)))
        .for('update');
      return row ?? null;
    },

    async update(platformId: string, contentId: string, changes: ContentChanges, tx: Executor = db) {
      const [row] = await tx
        .update(gameContents)
        .set(changes)
        .where(and(eq(gameContents.platform_id, platformId), eq(gameContents.id, contentId)))
        .returning();
      if (!row) throw new Error('challenge not updated');
      return row;
    },

    /** Deletes a draft for good; false when it is no longer a draft of that author. */
    async deleteDraft(platformId: string, contentId: string, authorId: string): Promise<boolean> {
      const deleted = await db
        .delete(gameContents)
        .where(
          and(
            eq(gameContents.platform_id, platformId),
            eq(gameContents.id, contentId),
            eq(gameContents.author_id, authorId),
            eq(gameContents.status, 'draft'),
          ),
        )
        .returning({ id: gameContents.id });
      return deleted.length > 0;
    },

    /** The author's latest draft whose last step was not saved yet. */
    async latestUnfinishedDraft(platformId: string, authorId: string): Promise<ContentRow | null> {
      const [row] = await db
        .select()
        .from(gameContents)
        .where(
          and(
            eq(gameContents.platform_id, platformId),
            eq(gameContents.author_id, authorId),
            eq(gameContents.status, 'draft'),
            eq(gameContents.finished, false),
          ),
        )
        .orderBy(desc(gameContents.updated_at), desc(gameContents.id))
        .limit(1);
      return row ?? null;
    },

    async setFavorite(platformId: string, contentId: string, userId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db
          .insert(gameFavorites)
          .values({ platform_id: platformId, content_id: contentId, user_id: userId })
          .onConflictDoNothing();
        return;
      }
      await db
        .delete(gameFavorites)
        .where(
          and(
            eq(gameFavorites.platform_id, platformId),
            eq(gameFavorites.content_id, contentId),
            eq(gameFavorites.user_id, userId),
          ),
        );
    },

    /** 0 clears the caller's rating. */
    async setRating(platformId: string, contentId: string, userId: string, rating: number): Promise<void> {
      if (rating === 0) {
        await db
          .delete(gameRatings)
          .where(
            and(
              eq(gameRatings.platform_id, platformId),
              eq(gameRatings.content_id, contentId),
              eq(gameRatings.user_id, userId),
            ),
          );
        return;
      }
      await db
        .insert(gameRatings)
        .values({ platform_id: platformId, content_id: contentId, user_id: userId, rating })
        .onConflictDoUpdate({
          target: [gameRatings.content_id, gameRatings.user_id],
          set: { rating },
          setWhere: eq(gameRatings.platform_id, platformId),
        });
    },

    /**
     * The caller's marks and uses and every rating of some contents, in five statements whatever
     * their number. Ratings come from every platform: a shared content has one average. A content
     * is used by the caller once they have a recorded score of it or it is a challenge of one of
     * their tarefas (the creation flow's or an express homework, draft or published).
     */
    async extras(platformId: string, userId: string, rows: readonly ContentRow[]): Promise<ContentExtras> {
      const ids = rows.map((row) => row.id);
      const authorIds = [...new Set(rows.map((row) => row.author_id))];
      if (ids.length === 0) return { favorites: new Set(), ratings: new Map(), used: new Set(), authors: new Map() };
      const [favorites, ratings, played, assigned, authors] = await Promise.all([
        db
          .select({ id: gameFavorites.content_id })
          .from(gameFavorites)
          .where(
            and(
              eq(gameFavorites.platform_id, platformId),
              eq(gameFavorites.user_id, userId),
              inArray(gameFavorites.content_id, ids),
            ),
          ),
        db
          .select({
            id: gameRatings.content_id,
            sum: sql<number>`sum(${gameRatings.rating})::int`,
            count: sql<number>`count(*)::int`,
            mine: sql<number | null>`max(${gameRatings.rating}) filter (where ${gameRatings.user_id} = ${userId})`,
          })
          .from(gameRatings)
          .where(inArray(gameRatings.content_id, ids))
          .groupBy(gameRatings.content_id),
        db
          .selectDistinct({ id: gameResults.content_id })
          .from(gameResults)
          .where(
            and(
              eq(gameResults.platform_id, platformId),
              eq(gameResults.user_id, userId),
              inArray(gameResults.content_id, ids),
            ),
          ),
        db
          .selectDistinct({ id: activityGames.content_id })
          .from(activityGames)
          .innerJoin(activities, eq(activities.id, activityGames.activity_id))
          .where(
            and(
              eq(activities.platform_id, platformId),
              eq(activities.teacher_id, userId),
              inArray(activityGames.content_id, ids),
            ),
          ),
        db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds)),
      ]);
      return {
        favorites: new Set(favorites.map((row) => row.id)),
        ratings: new Map(
          ratings.map((row) => [row.id, { sum: row.sum, count: row.count, mine: row.mine == null ? null : row.mine }]),
        ),
        used: new Set([...played, ...assigned].map((row) => row.id)),
        authors: new Map(authors.map((row) => [row.id, row.name])),
      };
    },

    /** The catalogue's descriptions of some BNCC codes; unknown codes are left out. */
    async bnccDescriptions(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select()
        .from(bnccCodes)
        .where(inArray(bnccCodes.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row.description]));
    },

    /** Grades of the reference catalogue by id, in id order (the teachers' pseudo-grade left out). */
    async gradesNamed(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
      const valid = ids.filter(isGradeId);
      if (valid.length === 0) return [];
      return db
        .select({ id: grades.id, name: grades.name })
        .from(grades)
        .where(and(inArray(grades.id, valid), sql`${grades.id} >= 0`))
        .orderBy(grades.id);
    },

    /** Subjects and grades used by the contents the platform's people may find. */
    async usedClassifications(platformId: string): Promise<{ subjects: string[]; gradeIds: number[] }> {
      const visibleActive = and(visibleTo(platformId), eq(gameContents.status, 'active'));
      const [subjects, grades] = await Promise.all([
        db
          .selectDistinct({ subject: gameContents.subject })
          .from(gameContents)
          .where(and(visibleActive, sql`${gameContents.subject} is not null`))
          .orderBy(gameContents.subject),
        db
          .selectDistinct({ id: sql<number>`unnest(${gameContents.grade_ids})::int` })
          .from(gameContents)
          .where(visibleActive),
      ]);
      return {
        subjects: subjects.flatMap((row) => (row.subject ? [row.subject] : [])),
        gradeIds: grades.map((row) => row.id).sort((a, b) => a - b),
      };
    },
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
