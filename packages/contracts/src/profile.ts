import { z } from 'zod';
import { dateSchema } from './calendar.ts';
import { RACES, RELATIVES } from './codes.ts';
import { BACKGROUND_ART } from './store.ts';

/** Profile settings of document 1 section 3. */
export const profileSettingsSchema = z.object({
  hideNavbar: z.boolean(),
  animatedMap: z.boolean(),
  customizableDashboard: z.boolean(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  hideNavbar: false,
  animatedMap: true,
  customizableDashboard: false,
};

export const profileSettingsUpdateSchema = profileSettingsSchema.partial().strict();

/** Without a body (or with null) the flag flips. */
export const virtualTourToggleSchema = z.object({ virtual_tour: z.boolean() }).strict().nullish();
export const virtualTourResponseSchema = z.object({ virtual_tour: z.boolean() });

/* ---- Profile of document 3 section 7: user info, photo, address, responsibles, interests ---- */

/** A ready-made avatar, an uploaded picture, or the student's own avatar dressed in the spa-do-avatar. */
export const PROFILE_IMG_TYPES = ['avatar', 'picture', 'composed'] as const;
export type ProfileImgType = (typeof PROFILE_IMG_TYPES)[number];

/** Ready-made avatars a student may pick instead of a photo; images are served by the web app. */
export const READY_AVATARS = ['avatar-01', 'avatar-02', 'avatar-03', 'avatar-04', 'avatar-05', 'avatar-06'] as const;
export type ReadyAvatar = (typeof READY_AVATARS)[number];
export const readyAvatarUrl = (avatar: ReadyAvatar) => `/avatars/${avatar}.svg`;

/** Languages a user may prefer; pt-BR is the interface's own, the others are offered by page translation. */
export const PREFERRED_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: PreferredLanguage = 'pt-BR';
/** The translation cookie of document 1 section 9 ('/pt/{language}'); null for the default language. */
export const languageCookieValue = (language: string) =>
  language === DEFAULT_LANGUAGE ? null : `/pt/${language.split('-')[0]}`;

/** The 27 federative units, by code. */
export const STATE_NAMES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export const BRAZILIAN_STATES = Object.keys(STATE_NAMES) as [keyof typeof STATE_NAMES, ...(keyof typeof STATE_NAMES)[]];
export type BrazilianState = keyof typeof STATE_NAMES;

/** Brazilian postal code: eight digits, a hyphen optional on input. */
export const zipcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/)
  .transform((value) => value.replace('-', ''));

export const userInfoSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  level: z.number().int(),
  level_color: z.string(),
  birthday: z.iso.date().nullable(),
  race: z.enum(RACES).nullable(),
  phone: z.string().nullable(),
  school_name: z.string().nullable(),
  preferred_language: z.string(),
  flexible_menu: z.boolean(),
  profile_photo: z.string().nullable(),
  profile_avatar: z.string().nullable(),
  profile_img_type: z.enum(PROFILE_IMG_TYPES),
  /** Students: their own avatar with what it wears now (composedAvatarUrl), whether active or not. */
  profile_composed: z.string().nullable(),
  /** The image shown now: the photo, the ready-made or the composed avatar, by the active type. */
  avatar_url: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * PUT /users/profiles: only the fields given change; birthday is an ISO date or null. A new
 * e-mail needs the current password.
 */
export const profileUpdateSchema = z
  .object({
    birthday: dateSchema.nullable(),
    race: z.enum(RACES).nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^[\d\s()+-]{8,20}$/)
      .nullable(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)).nullable(),
    current_password: z.string().max(256),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const avatarResponseSchema = z.object({ url: z.string().nullable() });
export const photoShowQuerySchema = z.object({ user_id: z.uuid().optional() });

export const profileImgTypeSchema = z
  .object({ profile_img_type: z.enum(PROFILE_IMG_TYPES), profile_avatar: z.enum(READY_AVATARS).optional() })
  .strict();

export const preferredLanguageSchema = z.object({ preferred_language: z.enum(PREFERRED_LANGUAGES) }).strict();
export const flexibleMenuSchema = z.object({ flexible_menu: z.boolean() }).strict();

export const addressSchema = z.object({
  zipcode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.enum(BRAZILIAN_STATES),
});
export type Address = z.infer<typeof addressSchema>;
export const addressInfoSchema = z.object({ address: addressSchema.nullable() });

const text = (max: number) => z.string().trim().max(max);
export const addressInputSchema = z
  .object({
    zipcode: zipcodeSchema,
    street: text(200).min(1),
    number: text(20).min(1),
    complement: text(100).default(''),
    neighborhood: text(100).min(1),
    city: text(100).min(1),
    state: z.enum(BRAZILIAN_STATES),
  })
  .strict();

/** The postal-code lookup's answer, in the fields of an address. */
export const postalCodeResultSchema = addressSchema.omit({ number: true, complement: true });
export type PostalCodeResult = z.infer<typeof postalCodeResultSchema>;
export const statesResponseSchema = z.object({
  states: z.array(z.object({ code: z.enum(BRAZILIAN_STATES), name: z.string() })),
});
export const citiesResponseSchema = z.object({ cities: z.array(z.string()) });

export const MAX_RESPONSIBLES = 5;
export const responsibleSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(RELATIVES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Responsible = z.infer<typeof responsibleSchema>;
/** A guardian whose account is linked to the student's (managed from the guardian's dashboard, not here). */
export const linkedGuardianSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type LinkedGuardian = z.infer<typeof linkedGuardianSchema>;
export const responsiblesResponseSchema = z.object({
  guardians: z.array(linkedGuardianSchema),
  responsibles: z.array(responsibleSchema),
});
export type ResponsiblesResponse = z.infer<typeof responsiblesResponseSchema>;
export const responsibleInputSchema = z
  .object({
    name: text(120).min(2),
    relationship: z.enum(RELATIVES),
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)).nullable().default(null),
    phone: z
      .string()
      .trim()
      .regex(/^[\d\s()+-]{8,20}$/)
      .nullable()
      .default(null),
  })
  .strict();
export const responsibleDeleteQuerySchema = z.object({ id: z.uuid() });

export const categorySchema = z.object({ id: z.number().int(), name: z.string(), selected: z.boolean() });
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const categoriesInputSchema = z.object({ category_ids: z.array(z.number().int()).max(50) }).strict();

export const MAX_SHORTCUTS = 8;
export const shortcutsSchema = z.object({ shortcuts: z.array(z.string().trim().min(1).max(64)).max(MAX_SHORTCUTS) });
export const shortcutsInputSchema = shortcutsSchema.strict();

/**
 * A background of the student's dashboard: a free gradient, or a picture sold in the store's
 * 'Fundos' (its art). One not owned yet says where to buy it.
 */
export const backgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Two colours of a gradient, top-left to bottom-right; null for a picture. */
  colors: z.tuple([z.string(), z.string()]).nullable(),
  art: z.enum(BACKGROUND_ART).nullable(),
  /** Free, or bought in the store: the student may choose it. */
  owned: z.boolean(),
  /** Not owned: the store's product that sells it, its price and category. */
  store: z.object({ product_id: z.string(), category_id: z.string(), price: z.number().int() }).nullable(),
});
export type Background = z.infer<typeof backgroundSchema>;
export const backgroundsResponseSchema = z.object({ backgrounds: z.array(backgroundSchema) });
export const chosenBackgroundSchema = z.object({ background: backgroundSchema.nullable() });
export const chosenBackgroundInputSchema = z.object({ background_id: z.string().max(64).nullable() }).strict();

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });
