import type { LibraryCardType, LibrarySource } from '@ava/contracts';
import { and, arrayOverlaps, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { foldText } from '../../platform/db/text-search.ts';
import { classroomMembers, classrooms, grades } from '../tenancy/tenancy.tables.ts';
import {
  libraryDownloads,
  libraryFavorites,
  libraryItems,
  libraryRatings,
  libraryWords,
  libraryWorkloads,
} from './library.tables.ts';

export type LibraryItemRow = typeof libraryItems.$inferSelect;
export type NewLibraryItem = Omit<typeof libraryItems.$inferInsert, 'search_text' | 'search_vector'>;

export interface LibraryFilters {
  search?: string;
  cardTypes?: readonly LibraryCardType[];
  gradeIds?: readonly number[];
  subject?: string;
  bncc?: string;
  favoriteOf?: string;
  limit: number;
  offset: number;
}

/** What the caller and everyone made of a page of items. */
export interface LibraryExtras {
  favorites: Set<string>;
  downloaded: Set<string>;
  averages: Map<string, number>;
  own: Map<string, number>;
  gradeNames: Map<number, string>;
}

/** The text the search looks in: lowered and without accents, so stemming and trigrams see one spelling. */
export const searchTextOf = (item: Pick<NewLibraryItem, 'title' | 'subtitle' | 'description' | 'subject' | 'bncc'>) =>
  foldText([item.title, item.subtitle, item.description, item.subject, ...(item.bncc ?? [])].filter(Boolean).join(' '));

/** Items of one source: the platform's own, or the installation's shared default collection. */
const sourceCondition = (platformId: string, source: LibrarySource): SQL =>
  source === 'platform' ? eq(libraryItems.platform_id, platformId) : isNull(libraryItems.platform_id);

/** Words of a query looked at, and known words tried for each (typos). */
const MAX_QUERY_WORDS = 8;
const NEAR_WORDS = 3;
/** Shorter words are too short for trigrams to say what was meant. */
const MIN_CORRECTED_LENGTH = 4;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Adds the words of the items (all when `ids` is absent) to library_words; numbers are not words to correct. */
async function collectWords(tx: Executor, ids?: readonly string[]): Promise<void> {
  await tx.execute(sql`
    insert into ${libraryWords} (word)
    select distinct w from ${libraryItems} i, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, i.search_text))) w
    where ${
      ids
        ? sql`i.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`true`
    }
      and w !~ '^[0-9]+$'
    on conflict do nothing`);
}

/** Items a platform's people may open: its own and the shared default collection. */
const visibleTo = (platformId: string) =>
  or(eq(libraryItems.platform_id, platformId), isNull(libraryItems.platform_id)) as SQL;

export function createLibraryRepository(db: Database) {
  /** The to_tsquery text of what was typed, or null when no typed word is known even nearly. */
  async function tsqueryOf(typed: string): Promise<string | null> {
    const words = typed
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    const found = rowsOf<{ word: string; known: boolean; near: string[] }>(
      await db.execute(sql`
        select t.word,
               exists (select 1 from ${libraryWords} k where k.word like t.word || '%') as known,
               array(select n.word from ${libraryWords} n where length(t.word) >= ${MIN_CORRECTED_LENGTH} and n.word % t.word
                     order by similarity(n.word, t.word) desc, n.word limit ${NEAR_WORDS}) as near
        from (select distinct unaccent(lower(w)) as word from unnest(${textArray(words)}) w) t`),
    );
    // A known word (or the start of one) is taken as typed; another, by its nearest known words.
    const plain = (word: string) => /^[a-z0-9]+$/.test(word);
    const groups = found
      .map(({ word, known, near }) => (known && plain(word) ? [`${word}:*`] : known ? [] : near.filter(plain)))
      .filter((group) => group.length > 0)
      .map((group) => `(${group.join(' | ')})`);
    return groups.length > 0 ? groups.join(' & ') : null;
  }

  const repository = {
    /**
     * One source's page of matches, as ids in order, and how many there are: every typed word
     * (lowered and unaccented by PostgreSQL, as search_text was when stored) matches by Portuguese
     * stem, as a prefix, or through the known words nearest to it by trigram similarity (typos); a
     * word that is none of these is left out. Ranked by ts_rank, then title; ranked and counted on
     * narrow rows (half the time of a window count over whole rows for a word of 4,000 matches).
     */
    async rank(
      platformId: string,
      source: LibrarySource,
      filters: LibraryFilters,
    ): Promise<{ total: number; ids: string[] }> {
      const conditions: (SQL | undefined)[] = [sourceCondition(platformId, source)];
      let rank: SQL = sql`0`;
      if (filters.search) {
        const query = await tsqueryOf(filters.search);
        if (query === null) return { total: 0, ids: [] };
        const words = sql`to_tsquery('portuguese'::regconfig, ${query})`;
        conditions.push(sql`${libraryItems.search_vector} @@ ${words}`);
        rank = sql`ts_rank(${libraryItems.search_vector}, ${words})`;
      }
      if (filters.cardTypes?.length) conditions.push(inArray(libraryItems.card_type, [...filters.cardTypes]));
      if (filters.gradeIds?.length) conditions.push(arrayOverlaps(libraryItems.grade_ids, [...filters.gradeIds]));
      if (filters.subject) conditions.push(sql`lower(${libraryItems.subject}) = lower(${filters.subject})`);
      if (filters.bncc) conditions.push(sql`${filters.bncc} = any(${libraryItems.bncc})`);
      if (filters.favoriteOf) {
        conditions.push(
          sql`exists (select 1 from ${libraryFavorites} where ${libraryFavorites.item_id} = ${libraryItems.id} and ${libraryFavorites.user_id} = ${filters.favoriteOf})`,
        );
      }
      const matches = db.$with('matches').as(
        db
          .select({ id: libraryItems.id, title: libraryItems.title, rank: sql<number>`${rank}`.as('rank') })
          .from(libraryItems)
          .where(and(...conditions)),
      );
      const rows = await db
        .with(matches)
        .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
        .from(matches)
        .orderBy(desc(matches.rank), asc(matches.title), asc(matches.id))
        .limit(filters.limit)
        .offset(filters.offset);
      return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
    },

    /** One source's page of matches, whole (what the assistant quotes from). */
    async search(platformId: string, source: LibrarySource, filters: LibraryFilters) {
      const { total, ids } = await repository.rank(platformId, source, filters);
      return { total, rows: await repository.itemsByIds(ids) };
    },

    /** Items by id, in the order asked. */
    async itemsByIds(ids: readonly string[]): Promise<LibraryItemRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(libraryItems)
        .where(inArray(libraryItems.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async findVisible(platformId: string, id: string): Promise<LibraryItemRow | null> {
      const [row] = await db
        .select()
        .from(libraryItems)
        .where(and(eq(libraryItems.id, id), visibleTo(platformId)));
      return row ?? null;
    },

    async extras(platformId: string, userId: string, items: readonly LibraryItemRow[]): Promise<LibraryExtras> {
      const ids = items.map((item) => item.id);
      const gradeIds = [...new Set(items.flatMap((item) => item.grade_ids))];
      if (ids.length === 0) {
        return {
          favorites: new Set(),
          downloaded: new Set(),
          averages: new Map(),
          own: new Map(),
          gradeNames: new Map(),
        };
      }
      const [favorites, downloaded, averages, own, names] = await Promise.all([
        db
          .select({ id: libraryFavorites.item_id })
          .from(libraryFavorites)
          .where(and(eq(libraryFavorites.user_id, userId), inArray(libraryFavorites.item_id, ids))),
        db
          .select({ id: libraryDownloads.item_id })
          .from(libraryDownloads)
          .where(and(eq(libraryDownloads.user_id, userId), inArray(libraryDownloads.item_id, ids))),
        db
          .select({ id: libraryRatings.item_id, average: sql<number>`avg(${libraryRatings.rating})`.mapWith(Number) })
          .from(libraryRatings)
          .where(and(eq(libraryRatings.platform_id, platformId), inArray(libraryRatings.item_id, ids)))
          .groupBy(libraryRatings.item_id),
        db
          .select({ id: libraryRatings.item_id, rating: libraryRatings.rating })
          .from(libraryRatings)
          .where(and(eq(libraryRatings.user_id, userId), inArray(libraryRatings.item_id, ids))),
        gradeIds.length
          ? db.select({ id: grades.id, name: grades.name }).from(grades).where(inArray(grades.id, gradeIds))
          : Promise.resolve([]),
      ]);
      return {
        favorites: new Set(favorites.map((row) => row.id)),
        downloaded: new Set(downloaded.map((row) => row.id)),
        averages: new Map(averages.map((row) => [row.id, row.average])),
        own: new Map(own.map((row) => [row.id, row.rating])),
        gradeNames: new Map(names.map((row) => [row.id, row.name])),
      };
    },

    async setFavorite(platformId: string, userId: string, itemId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db
          .insert(libraryFavorites)
          .values({ platform_id: platformId, user_id: userId, item_id: itemId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(libraryFavorites)
          .where(and(eq(libraryFavorites.user_id, userId), eq(libraryFavorites.item_id, itemId)));
      }
    },

    async markDownloaded(platformId: string, userId: string, itemId: string): Promise<void> {
      await db
        .insert(libraryDownloads)
        .values({ platform_id: platformId, user_id: userId, item_id: itemId })
        .onConflictDoNothing();
    },

    /** The caller's rating (0 removes it), and the item's average on the platform afterwards. */
    async rate(platformId: string, userId: string, itemId: string, rating: number): Promise<number | null> {
      if (rating === 0) {
        await db
          .delete(libraryRatings)
          .where(and(eq(libraryRatings.user_id, userId), eq(libraryRatings.item_id, itemId)));
      } else {
        await db
          .insert(libraryRatings)
          .values({ platform_id: platformId, user_id: userId, item_id: itemId, rating })
          .onConflictDoUpdate({
            target: [libraryRatings.user_id, libraryRatings.item_id],
            set: { rating, updated_at: new Date() },
          });
      }
      const [row] = await db
        .select({
          average: sql<number | null>`avg(${libraryRatings.rating})`.mapWith((value) =>
            value === null ? null : Number(value),
          ),
        })
        .from(libraryRatings)
        .where(and(eq(libraryRatings.platform_id, platformId), eq(libraryRatings.item_id, itemId)));
      return row?.average ?? null;
    },

    /** Subjects, grades and BNCC codes the items a platform may open carry. */
    async categories(platformId: string): Promise<{ subjects: string[]; gradeIds: number[]; bncc: string[] }> {
      const [subjects, gradeIds, bncc] = await Promise.all([
        db
          .selectDistinct({ value: libraryItems.subject })
          .from(libraryItems)
          .where(and(visibleTo(platformId), sql`${libraryItems.subject} is not null`)),
        db
          .selectDistinct({ value: sql<number>`unnest(${libraryItems.grade_ids})`.mapWith(Number) })
          .from(libraryItems)
          .where(visibleTo(platformId)),
        db
          .selectDistinct({ value: sql<string>`unnest(${libraryItems.bncc})` })
          .from(libraryItems)
          .where(visibleTo(platformId)),
      ]);
      return {
        subjects: subjects.map((row) => row.value as string).sort((a, b) => a.localeCompare(b, 'pt-BR')),
        gradeIds: gradeIds.map((row) => row.value).sort((a, b) => a - b),
        bncc: bncc.map((row) => row.value).sort(),
      };
    },

    async gradeNames(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: grades.id, name: grades.name })
        .from(grades)
        .where(inArray(grades.id, [...ids]))
        .orderBy(asc(grades.id));
    },

    /** The grades of the classrooms the user belongs to (as student or educator) in a school year. */
    async classroomGradeIds(platformId: string, userId: string, year: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: classrooms.grade_id })
        .from(classroomMembers)
        .innerJoin(classrooms, eq(classrooms.id, classroomMembers.classroom_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, userId),
            eq(classrooms.year, year),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Records the day's minutes of a type unless already recorded that day; answers the day's row. */
    async recordWorkload(
      values: { platformId: string; userId: string; cardType: LibraryCardType; day: string; minutes: number },
      tx: Executor = db,
    ): Promise<{ minutes: number; recorded: boolean }> {
      const inserted = await tx
        .insert(libraryWorkloads)
        .values({
          platform_id: values.platformId,
          user_id: values.userId,
          card_type: values.cardType,
          day: values.day,
          minutes: values.minutes,
        })
        .onConflictDoNothing()
        .returning({ minutes: libraryWorkloads.minutes });
      if (inserted[0]) return { minutes: inserted[0].minutes, recorded: true };
      const [row] = await tx
        .select({ minutes: libraryWorkloads.minutes })
        .from(libraryWorkloads)
        .where(
          and(
            eq(libraryWorkloads.user_id, values.userId),
            eq(libraryWorkloads.card_type, values.cardType),
            eq(libraryWorkloads.day, values.day),
          ),
        );
      return { minutes: row?.minutes ?? 0, recorded: false };
    },

    /** Items of the seed, the tests and the bench; `platformId` null adds to the shared default collection. */
    async insertItems(
      platformId: string | null,
      items: readonly NewLibraryItem[],
      tx: Executor = db,
    ): Promise<LibraryItemRow[]> {
      if (items.length === 0) return [];
      const rows = await tx
        .insert(libraryItems)
        .values(items.map((item) => ({ ...item, platform_id: platformId, search_text: searchTextOf(item) })))
        .returning();
      await collectWords(
        tx,
        rows.map((row) => row.id),
      );
      return rows;
    },

    /** Adds the words of all items to library_words (after a bulk load that bypassed insertItems). */
    collectAllWords: (tx: Executor = db) => collectWords(tx),
  };
  return repository;
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
