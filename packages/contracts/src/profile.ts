import { z } from 'zod';

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
