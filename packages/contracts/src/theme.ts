import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlags } from './features.ts';

export const CONTRACTS = ['commercial', 'demonstration'] as const;
export type Contract = (typeof CONTRACTS)[number];

export type ThemeSection = Record<string, unknown>;

export type FontSetting = { family: string; weight: string; size: string };

export interface Theme {
  slug: string;
  name: string;
  contract: Contract;
  admin_slug: string | null;
  update_at: string;
  welcome_title: string;
  welcome_message: string;
  currency: { student: string; teacher: string };
  configs: ThemeSection;
  colors: Record<string, string>;
  contacts: ThemeSection;
  base_urls: Record<string, string>;
  files: Record<string, string>;
  typographies: ThemeSection;
  links: Record<string, string>;
  features: FeatureFlags;
}

export const themeQuerySchema = z.object({ platform: z.string().min(1).max(64) });

const section = z.record(z.string(), z.unknown());
export const themeResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  contract: z.enum(CONTRACTS),
  admin_slug: z.string().nullable(),
  update_at: z.string(),
  welcome_title: z.string(),
  welcome_message: z.string(),
  currency: z.object({ student: z.string(), teacher: z.string() }),
  configs: section,
  colors: z.record(z.string(), z.string()),
  contacts: section,
  base_urls: z.record(z.string(), z.string()),
  files: z.record(z.string(), z.string()),
  typographies: section,
  links: z.record(z.string(), z.string()),
  features: z.object(
    Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
      (typeof FEATURE_FLAGS)[number],
      z.ZodBoolean
    >,
  ),
});

export const DEFAULT_WELCOME_TITLE = 'Bem-vindo ao';
export const DEFAULT_WELCOME_MESSAGE =
  'O ambiente virtual de aprendizagem que está transformando a educação no Brasil.';

/** Configs that the spec coerces to boolean from 'true' or true. */
export const BOOLEAN_CONFIGS = [
  'accessibility',
  'has_favicon',
  'hide_hall_of_fame',
  'hide_name',
  'hide_description',
  'upload_picture',
  'social_media_pokz',
  'hide_map',
  'is_uppercase',
  'hide_dashboard',
  'hideMap',
  'hideTeacherOverview',
  'guardian_access',
  'guardian_messages',
] as const;
