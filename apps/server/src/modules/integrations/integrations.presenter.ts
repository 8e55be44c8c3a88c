import type { Integration, IntegrationMenu } from '@ava/contracts';
import type { IntegrationRow } from './integrations.repository.ts';

export function presentIntegration(row: IntegrationRow): Integration {
  return {
    id: row.id,
    name: row.name,
    icon_url: row.icon_url,
    launch_url: row.launch_url,
    audience: row.audience,
    active: row.active,
  };
}

/** What a user's menu shows: never the launch address, which is useless without a token. */
export function presentMenu(row: IntegrationRow): IntegrationMenu {
  return { id: row.id, name: row.name, icon_url: row.icon_url };
}
