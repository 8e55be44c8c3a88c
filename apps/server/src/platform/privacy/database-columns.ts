import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every table the migrations build, read from the `*.tables.ts` files drizzle-kit reads: name → columns. */
export async function databaseColumns(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const area of ['modules', 'platform']) {
    for (const folder of await readdir(path.join(SOURCE_ROOT, area), { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      const folderPath = path.join(SOURCE_ROOT, area, folder.name);
      for (const file of await readdir(folderPath)) {
        if (!file.endsWith('.tables.ts')) continue;
        const exported: Record<string, unknown> = await import(path.join(folderPath, file));
        for (const value of Object.values(exported)) {
          if (!is(value, PgTable)) continue;
          const config = getTableConfig(value);
          tables.set(
            config.name,
            config.columns.map((column) => column.name),
          );
        }
      }
    }
  }
  return tables;
}
