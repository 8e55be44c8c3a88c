import { z } from 'zod';

/**
 * The content library (document 3 sections 7 and 9): digital classes, books, miscellaneous
 * materials and audios, found in the platform's own source and in the installation's shared
 * default source, one call per source.
 */

/** What each source calls its items, as document 3 section 9 lists them. */
export const LIBRARY_SOURCE_TYPES = ['Aulas Digitais', 'Livros Digitais', 'Materiais Diversos', 'Audios'] as const;
export type LibrarySourceType = (typeof LIBRARY_SOURCE_TYPES)[number];

/** Material card types of the library (document 3 section 3). */
export const LIBRARY_CARD_TYPES = ['digitalClasses', 'digitalBooks', 'miscellaneous', 'audios'] as const;
export type LibraryCardType = (typeof LIBRARY_CARD_TYPES)[number];

const CARD_TYPE_OF: Record<string, LibraryCardType> = {
  'Aulas Digitais': 'digitalClasses',
  'Livros Digitais': 'digitalBooks',
  'Materiais Diversos': 'miscellaneous',
  Audios: 'audios',
};

/** Library result types (document 3 section 9): a type no source should send is miscellaneous. */
export const libraryCardType = (type: string): LibraryCardType => CARD_TYPE_OF[type] ?? 'miscellaneous';

/** Media type codes (document 3 section 9): A digital classes, L books, M miscellaneous (audios among them). */
export const LIBRARY_MEDIA_CODES = ['A', 'L', 'M'] as const;
export type LibraryMediaCode = (typeof LIBRARY_MEDIA_CODES)[number];
export const MEDIA_CODE_OF: Record<LibraryCardType, LibraryMediaCode> = {
  digitalClasses: 'A',
  digitalBooks: 'L',
  miscellaneous: 'M',
  audios: 'M',
};
export const SOURCE_TYPE_OF: Record<LibraryCardType, LibrarySourceType> = {
  digitalClasses: 'Aulas Digitais',
  digitalBooks: 'Livros Digitais',
  miscellaneous: 'Materiais Diversos',
  audios: 'Audios',
};

/** The library's screens by menu slug (document 1 section 3, map sub-area info, and 'audios'); an item opens at `{slug}/{id}/conteudo`. */
export const LIBRARY_SLUGS: Readonly<Record<LibraryCardType, string>> = {
  digitalClasses: 'aulas-digitais',
  digitalBooks: 'livros-digitais',
  miscellaneous: 'materiais-diversos',
  audios: 'audios',
};

/** The two sources: the platform's own ('platform') and the installation's shared collection ('default'). */
export const LIBRARY_SOURCES = ['platform', 'default'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

export const LIBRARY_PAGE_SIZE = 12;
export const LIBRARY_RATING_DEFAULT = 4.5;

export const LIBRARY_MESSAGES = {
  notFound: 'Conteúdo não encontrado.',
  downloadNotAllowed: 'Este conteúdo não pode ser baixado.',
} as const;

/** Empty or null values are dropped (document 3 section 5), so every filter is optional. */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || undefined);

export const librarySearchSchema = z
  .object({
    search: optionalText,
    media_type: z.enum(LIBRARY_MEDIA_CODES).nullish(),
    type: z.enum(LIBRARY_SOURCE_TYPES).nullish(),
    grade_ids: z.array(z.number().int().min(1).max(32_767)).max(30).nullish(),
    subject: optionalText,
    bncc: optionalText,
    favorite: z.boolean().nullish(),
    page: z.number().int().min(1).max(10_000).default(1),
    per_page: z.number().int().min(1).max(48).default(LIBRARY_PAGE_SIZE),
  })
  .strict();
export type LibrarySearchRequest = z.input<typeof librarySearchSchema>;

export const libraryItemSchema = z.object({
  id: z.string(),
  source: z.enum(LIBRARY_SOURCES),
  type: z.string(),
  media_type: z.enum(LIBRARY_MEDIA_CODES),
  title: z.string(),
  subtitle: z.string().nullable(),
  subject: z.string().nullable(),
  grade_ids: z.array(z.number().int()),
  grades: z.array(z.string()),
  bncc: z.array(z.string()),
  cover_url: z.string().nullable(),
  downloadable: z.boolean(),
  favorite: z.boolean(),
  rating: z.number(),
  user_rating: z.number().nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const librarySearchResponseSchema = z.object({ total: z.number().int(), results: z.array(libraryItemSchema) });
export type LibrarySearchResponse = z.infer<typeof librarySearchResponseSchema>;

/** One call per source, merged: totals summed, results kept in the order the sources came. */
export function mergeLibraryResults(answers: readonly LibrarySearchResponse[]): LibrarySearchResponse {
  return {
    total: answers.reduce((sum, answer) => sum + answer.total, 0),
    results: answers.flatMap((answer) => answer.results),
  };
}

export const libraryIdQuerySchema = z.object({ id: z.uuid({ error: LIBRARY_MESSAGES.notFound }) });

export const libraryAttachmentSchema = z.object({ name: z.string(), url: z.string() });
export const libraryDetailsSchema = libraryItemSchema.extend({
  description: z.string().nullable(),
  body_html: z.string().nullable(),
  video_url: z.string().nullable(),
  file_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  attachments: z.array(libraryAttachmentSchema),
  downloaded: z.boolean(),
});
export type LibraryDetails = z.infer<typeof libraryDetailsSchema>;

export const libraryFavoriteSchema = z
  .object({ id: z.uuid({ error: LIBRARY_MESSAGES.notFound }), favorite: z.boolean() })
  .strict();
export const libraryFavoriteResponseSchema = z.object({ id: z.string(), favorite: z.boolean() });

export const libraryDownloadedSchema = z.object({ id: z.uuid({ error: LIBRARY_MESSAGES.notFound }) }).strict();
export const libraryDownloadedResponseSchema = z.object({ id: z.string(), downloaded: z.boolean() });

/** Rating owner ids of the info rating (document 3 section 7): platform, user_id, medium, from. */
export const libraryRatingQuerySchema = z.object({
  platform: z.string().trim().min(1).max(100),
  user_id: z.string().trim().min(1).max(64),
  medium: z.uuid({ error: LIBRARY_MESSAGES.notFound }),
  from: z.enum(LIBRARY_SOURCES),
});
/** 0 clears the caller's rating (document 3 section 3). */
export const libraryRatingSchema = z.object({ rating: z.number().min(0).max(5) }).strict();
export const libraryRatingResponseSchema = z.object({ rating: z.number(), user_rating: z.number().nullable() });
export type LibraryRatingQuery = z.infer<typeof libraryRatingQuerySchema>;

export const libraryCategoriesResponseSchema = z.object({
  types: z.array(z.object({ type: z.enum(LIBRARY_SOURCE_TYPES), media_type: z.enum(LIBRARY_MEDIA_CODES) })),
  subjects: z.array(z.string()),
  grades: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bncc: z.array(z.string()),
  /** The grades of the caller's classrooms this year that have items: the search's default grade filter. */
  my_grade_ids: z.array(z.number().int()),
});
export type LibraryCategories = z.infer<typeof libraryCategoriesResponseSchema>;

/** Minutes credited per visit of a screen (once a day per type). */
export const LIBRARY_WORKLOAD_MAX_MINUTES = 240;
export const libraryWorkloadQuerySchema = z.object({
  type: z.enum(LIBRARY_CARD_TYPES),
  minutes: z.coerce.number().int().min(0).max(LIBRARY_WORKLOAD_MAX_MINUTES).default(0),
});
/** `date` is dd/MM/yyyy (America/Sao_Paulo): the client asks again only on another date. */
export const libraryWorkloadResponseSchema = z.object({
  type: z.enum(LIBRARY_CARD_TYPES),
  date: z.string(),
  minutes: z.number().int(),
  recorded: z.boolean(),
});
export type LibraryWorkload = z.infer<typeof libraryWorkloadResponseSchema>;
