import {
  LIBRARY_CARD_TYPES,
  LIBRARY_MESSAGES,
  LIBRARY_RATING_DEFAULT,
  type LibraryCardType,
  type LibraryCategories,
  type LibraryDetails,
  type LibraryRatingQuery,
  type LibrarySearchResponse,
  type LibrarySource,
  type LibraryWorkload,
  libraryCardType,
  type librarySearchSchema,
  MEDIA_CODE_OF,
  SOURCE_TYPE_OF,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { presentLibraryDetails, presentLibraryItem, type StoredUrl } from './library.presenter.ts';
import type { LibraryFilters, LibraryItemRow, LibraryRepository } from './library.repository.ts';

export type LibrarySearchFilters = z.output<typeof librarySearchSchema>;

/** Categories change only when items are added: each platform's are kept this long. */
export const CATEGORIES_TTL_MS = 10 * 60_000;

/**
 * Items are written only by the seed and imports, so a search's ranking (ids and total, never
 * the caller's marks) is kept as long as the categories: the first pages of a query many students
 * type are then read by id. A search of favourites, or deeper than the kept ids, goes to the database.
 */
const RANKED_KEPT_IDS = 120;
const RANKED_KEPT_SEARCHES = 1_000;

/** yyyy-MM-dd as dd/MM/yyyy, the Brazilian format the client compares. */
const brazilianDate = (day: string) => day.split('-').reverse().join('/');

/** The card types a search asks for: its source type, else its media type code, else all. */
function cardTypesOf(filters: LibrarySearchFilters): LibraryCardType[] | undefined {
  if (filters.type) return [libraryCardType(filters.type)];
  if (filters.media_type) return LIBRARY_CARD_TYPES.filter((type) => MEDIA_CODE_OF[type] === filters.media_type);
  return undefined;
}

/**
 * The content library (document 3 'Content library'): the two sources' searches, an item's
 * details, favourites, downloads, ratings, the filters' categories and the workload of the
 * library screens. Who may call is the route's permission (view.library: students and
 * educators); every item is read only within the caller's platform or the shared collection.
 */
export function createLibraryService(deps: {
  repo: Pick<
    LibraryRepository,
    | 'rank'
    | 'itemsByIds'
    | 'findVisible'
    | 'extras'
    | 'setFavorite'
    | 'markDownloaded'
    | 'rate'
    | 'categories'
    | 'gradeNames'
    | 'classroomGradeIds'
    | 'recordWorkload'
  >;
  url: StoredUrl;
  clock: Clock;
}) {
  const { repo, url, clock } = deps;
  const rankedCache = new Map<string, { at: number; total: number; ids: string[] }>();

  /** A page of ids of one source's search, from the kept rankings when it can. */
  async function rankedPage(platformId: string, source: LibrarySource, filters: LibraryFilters) {
    const { limit, offset } = filters;
    if (filters.favoriteOf || offset + limit > RANKED_KEPT_IDS) return repo.rank(platformId, source, filters);
    const key = JSON.stringify([source === 'platform' ? platformId : null, { ...filters, limit: 0, offset: 0 }]);
    const now = clock.now().getTime();
    let kept = rankedCache.get(key);
    if (!kept || now - kept.at >= CATEGORIES_TTL_MS) {
      const ranked = await repo.rank(platformId, source, { ...filters, limit: RANKED_KEPT_IDS, offset: 0 });
      kept = { at: now, ...ranked };
      rankedCache.delete(key);
      if (rankedCache.size >= RANKED_KEPT_SEARCHES) rankedCache.delete(rankedCache.keys().next().value as string);
      rankedCache.set(key, kept);
    }
    return { total: kept.total, ids: kept.ids.slice(offset, offset + limit) };
  }

  const categoriesCache = new Map<string, { at: number; value: Omit<LibraryCategories, 'my_grade_ids'> }>();

  async function platformCategories(platformId: string): Promise<Omit<LibraryCategories, 'my_grade_ids'>> {
    const now = clock.now().getTime();
    const cached = categoriesCache.get(platformId);
    if (cached && now - cached.at < CATEGORIES_TTL_MS) return cached.value;
    const found = await repo.categories(platformId);
    const value = {
      types: LIBRARY_CARD_TYPES.map((type) => ({ type: SOURCE_TYPE_OF[type], media_type: MEDIA_CODE_OF[type] })),
      subjects: found.subjects,
      grades: await repo.gradeNames(found.gradeIds),
      bncc: found.bncc,
    };
    categoriesCache.set(platformId, { at: now, value });
    return value;
  }

  async function visible(user: AuthContext, id: string): Promise<LibraryItemRow> {
    const item = await repo.findVisible(user.platformId, id);
    if (!item) throw notFound(LIBRARY_MESSAGES.notFound);
    return item;
  }

  return {
    /** POST /library/complete/search ('platform') and /external/library/search ('default'). */
    async search(
      user: AuthContext,
      source: LibrarySource,
      filters: LibrarySearchFilters,
    ): Promise<LibrarySearchResponse> {
      const { total, ids } = await rankedPage(user.platformId, source, {
        search: filters.search,
        cardTypes: cardTypesOf(filters),
        gradeIds: filters.grade_ids ? [...filters.grade_ids].sort((a, b) => a - b) : undefined,
        subject: filters.subject,
        bncc: filters.bncc,
        favoriteOf: filters.favorite ? user.userId : undefined,
        limit: filters.per_page,
        offset: (filters.page - 1) * filters.per_page,
      });
      const rows = await repo.itemsByIds(ids);
      const extras = await repo.extras(user.platformId, user.userId, rows);
      return { total, results: rows.map((row) => presentLibraryItem(row, extras, url)) };
    },

    async details(user: AuthContext, id: string): Promise<LibraryDetails> {
      const item = await visible(user, id);
      return presentLibraryDetails(item, await repo.extras(user.platformId, user.userId, [item]), url);
    },

    async favorite(user: AuthContext, id: string, favorite: boolean) {
      await visible(user, id);
      await repo.setFavorite(user.platformId, user.userId, id, favorite);
      return { id, favorite };
    },

    /** Only an item its authors let be downloaded records a download. */
    async downloaded(user: AuthContext, id: string) {
      const item = await visible(user, id);
      if (!item.downloadable) throw forbidden(LIBRARY_MESSAGES.downloadNotAllowed);
      await repo.markDownloaded(user.platformId, user.userId, id);
      return { id, downloaded: true };
    },

    /** PATCH /info/rating: the owner ids must be the caller's own (platform and user). */
    async rate(user: AuthContext, owner: LibraryRatingQuery, rating: number) {
      if (owner.platform !== user.platformSlug || owner.user_id !== user.userId) throw forbidden();
      const item = await visible(user, owner.medium);
      if ((item.platform_id ? 'platform' : 'default') !== owner.from) throw notFound(LIBRARY_MESSAGES.notFound);
      const average = await repo.rate(user.platformId, user.userId, item.id, rating);
      return { rating: average ?? LIBRARY_RATING_DEFAULT, user_rating: rating === 0 ? null : rating };
    },

    /** GET /filters/categories: the platform's part kept for CATEGORIES_TTL_MS, the caller's grades read each time. */
    async categories(user: AuthContext): Promise<LibraryCategories> {
      const shared = await platformCategories(user.platformId);
      const year = Number(saoPauloDay(clock.now()).day.slice(0, 4));
      const mine = new Set(await repo.classroomGradeIds(user.platformId, user.userId, year));
      return { ...shared, my_grade_ids: shared.grades.map((grade) => grade.id).filter((id) => mine.has(id)) };
    },

    /** GET /info/workload: the minutes spent in a library screen, credited once a day per type. */
    async workload(user: AuthContext, type: LibraryCardType, minutes: number): Promise<LibraryWorkload> {
      const { day } = saoPauloDay(clock.now());
      const row = await repo.recordWorkload({
        platformId: user.platformId,
        userId: user.userId,
        cardType: type,
        day,
        minutes,
      });
      return { type, date: brazilianDate(day), ...row };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
