import { z } from 'zod';
import { ROLES } from './roles.ts';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  platform: z.string().trim().min(1).max(64),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface MenuItem {
  slug: string;
  active: boolean;
  submenu: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ slug: z.string(), active: z.boolean(), submenu: z.array(menuItemSchema) }),
);

export const userSchoolSchema = z.object({
  school_id: z.string(),
  school_name: z.string(),
  school_external_id: z.string().nullable(),
  accepted_date: z.string().nullable(),
  confirmed_date: z.string().nullable(),
  has_classrooms: z.boolean(),
});
export type UserSchool = z.infer<typeof userSchoolSchema>;

/** The session user of document 1 section 3, as the login response carries it. */
export const sessionUserSchema = z.object({
  user_id: z.string(),
  external_id: z.string().nullable(),
  role: z.enum(ROLES),
  level: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  school_id: z.string().nullable(),
  school_name: z.string().nullable(),
  school_external_id: z.string().nullable(),
  grade_id: z.number().int().nullable(),
  grade_external_id: z.string().nullable(),
  user_map: z.string().nullable(),
  repo_type: z.string(),
  accepted_date: z.string().nullable(),
  confirmed_date: z.string().nullable(),
  virtual_tour: z.boolean(),
  preferred_language: z.string(),
  accessibility: z.boolean(),
  interactive_map_energy: z.number().int(),
  isClassAccess: z.boolean(),
  avatar_url: z.string().nullable(),
  school: userSchoolSchema.nullable(),
  schools: z.array(userSchoolSchema),
  menu: z.array(menuItemSchema),
  experimentals: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Login response of document 3 section 3; which optional fields appear depends on the role group. */
export const loginResponseSchema = z.object({
  auth_token: z.string(),
  message: z.string(),
  expires_at: z.string(),
  user: sessionUserSchema,
  total_pending_note: z.number().int().optional(),
  subscription: z.string().nullable().optional(),
  subscription_status: z.string().nullable().optional(),
  subscription_stripe_id: z.string().nullable().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const blockedUserErrorSchema = z.object({
  message: z.string(),
  title: z.string(),
  subtitle: z.string(),
});

export const messageResponseSchema = z.object({ message: z.string() });
