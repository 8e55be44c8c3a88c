/**
 * `npm run check:personal-data` (part of `npm run lint`, so of CI): every database column is
 * declared in the personal-data map (personal-data-map.ts).
 */
import { databaseColumns } from './database-columns.ts';
import { personalDataMapProblems } from './personal-data-map.check.ts';

const tables = await databaseColumns();
const problems = personalDataMapProblems(tables);
if (problems.length > 0) {
  console.error(`personal-data map: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const columns = [...tables.values()].reduce((sum, list) => sum + list.length, 0);
console.log(`personal-data map: ${tables.size} tables, ${columns} columns, every one declared`);
