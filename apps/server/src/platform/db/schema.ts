/** Every module's tables, for Drizzle's relational queries and drizzle-kit. */
export * from '../../modules/activities/activities.tables.ts';
export * from '../../modules/identity/identity.tables.ts';
export * from '../../modules/platforms/platforms.tables.ts';
export * from '../../modules/profile/profile.tables.ts';
export * from '../../modules/tenancy/tenancy.tables.ts';
export * from '../auth/sessions.tables.ts';
