import { COMMON_COLUMNS, PERSONAL_DATA_MAP, type TableDeclaration } from './personal-data-map.ts';

/** What is wrong between the database's columns and their declarations, one line each. */
export function personalDataMapProblems(
  tables: ReadonlyMap<string, readonly string[]>,
  map: Readonly<Record<string, TableDeclaration>> = PERSONAL_DATA_MAP,
): string[] {
  const problems: string[] = [];
  for (const [name, columns] of tables) {
    const declaration = map[name];
    if (!declaration) {
      problems.push(`table ${name} is not declared in the personal-data map`);
      continue;
    }
    const declared = [...Object.values(declaration.columns).flat(), ...declaration.other];
    const seen = new Set<string>();
    for (const column of declared) {
      if (seen.has(column)) problems.push(`${name}.${column} is declared twice`);
      seen.add(column);
      if (!columns.includes(column)) problems.push(`${name}.${column} is declared but the table has no such column`);
    }
    for (const column of columns) {
      if (!seen.has(column) && !(COMMON_COLUMNS as readonly string[]).includes(column)) {
        problems.push(`${name}.${column} has no declaration: give it a category and purpose, or list it as other`);
      }
    }
  }
  for (const name of Object.keys(map)) {
    if (!tables.has(name)) problems.push(`table ${name} is declared but does not exist`);
  }
  return problems;
}
