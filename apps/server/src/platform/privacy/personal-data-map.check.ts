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
    problems.push(...erasureProblems(name, declaration, [...columns, ...COMMON_COLUMNS], map));
  }
  for (const name of Object.keys(map)) {
    if (!tables.has(name)) problems.push(`table ${name} is declared but does not exist`);
  }
  return problems;
}

/** A table holding personal data says what erasing a person does to it, naming columns it has. */
function erasureProblems(
  name: string,
  declaration: TableDeclaration,
  columns: readonly string[],
  map: Readonly<Record<string, TableDeclaration>>,
): string[] {
  const personal = Object.values(declaration.columns).flat();
  if (personal.length > 0 && declaration.erasure.length === 0) {
    return [`table ${name} holds personal data but has no erasure rule: say what erasing a person does to it`];
  }
  const problems: string[] = [];
  for (const step of declaration.erasure) {
    const named =
      step.kind === 'remove'
        ? [...step.columns, ...(step.files ?? [])]
        : step.kind === 'standIn' || step.kind === 'clear' || step.kind === 'mentions'
          ? step.columns
          : step.kind === 'keep'
            ? []
            : step.kind === 'standInIfAnswered'
              ? [step.column, step.parent]
              : [step.column];
    for (const column of named) {
      if (!columns.includes(column))
        problems.push(`${name}: the erasure names ${column}, which the table does not have`);
    }
    if (step.kind === 'under' && !map[step.parent]?.erasure.some((parent) => parent.kind === 'remove')) {
      problems.push(`${name}: the erasure follows ${step.parent}, whose rows the erasure does not remove`);
    }
  }
  return problems;
}
