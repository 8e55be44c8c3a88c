import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.ts';
import { roleEnum } from '../identity/identity.tables.ts';
import { platformRef } from '../platforms/platforms.tables.ts';

/** External tools a platform offers as menu entries to the roles of its audience. */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    platform_id: platformRef(),
    name: text('name').notNull(),
    icon_url: text('icon_url'),
    launch_url: text('launch_url').notNull(),
    audience: roleEnum('audience').array().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('integrations_platform_idx').on(t.platform_id)],
);

/** The platform's HS256 secret that signs launch tokens; the tools verify with the same value. */
export const integrationSecrets = pgTable('integration_secrets', {
  platform_id: platformRef().primaryKey(),
  secret: text('secret').notNull(),
  ...timestamps,
});
