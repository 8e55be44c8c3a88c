#!/usr/bin/env node
// The import rules Biome cannot state (it sees specifiers, not where they lead); see
// docs/architecture.md, "Boundaries". Exits 1 and lists each broken rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Relative imports of a file, resolved to repository paths (type-only imports included). */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const targets = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.')) targets.push(path.join(path.dirname(file), specifier));
  }
  return targets;
}

/** `modules/forum/x.ts` -> `forum`; null outside the folder. */
const areaOf = (file, folder) => {
  const rest = file.startsWith(`${folder}/`) ? file.slice(folder.length + 1) : null;
  return rest?.includes('/') ? rest.split('/')[0] : null;
};

/** A module's public files: its tables, its access decisions and its module entry. */
const isPublicEntry = (file) => /\.(tables|access|module)\.ts$/.test(file);
/** Tests may also build another module's data with its fixtures. */
const isTestFile = (file) => /\.(test|fixture)\.tsx?$/.test(file);

const problems = [];
const graph = new Map();
for (const file of [...filesUnder(SERVER), ...filesUnder(WEB)]) {
  const targets = importsOf(file);
  graph.set(file, targets);
  for (const target of targets) {
    const module = areaOf(file, `${SERVER}/modules`);
    const targetModule = areaOf(target, `${SERVER}/modules`);
    if (file.startsWith(`${SERVER}/platform/`) && targetModule && !file.endsWith('.test.ts')) {
      problems.push(`${file}: platform/ imports the module file ${target}`);
    }
    if (
      module &&
      targetModule &&
      module !== targetModule &&
      !isPublicEntry(target) &&
      !(isTestFile(file) && target.endsWith('.fixture.ts'))
    ) {
      problems.push(`${file}: imports ${target}, not a public entry of module ${targetModule}`);
    }
    const feature = areaOf(file, `${WEB}/features`);
    const targetFeature = areaOf(target, `${WEB}/features`);
    if (feature && targetFeature && feature !== targetFeature) {
      problems.push(`${file}: feature ${feature} imports feature ${targetFeature} (${target})`);
    }
    if (file.startsWith(`${WEB}/`) && !target.startsWith(`${WEB}/`) && !target.startsWith('apps/web/')) {
      problems.push(`${file}: the web app imports ${target} outside apps/web`);
    }
  }
}

// One table, one writer: students' deliveries are written by the activities module's delivery repository.
const DELIVERY_WRITE =
  /\.(insert|update|delete)\(activityStudents\)|(update|insert into|delete from)\s+(\$\{activityStudents\}|activity_students\b)/;
const DELIVERY_OWNER = `${SERVER}/modules/activities/delivery.repository.ts`;
for (const file of graph.keys()) {
  if (!file.startsWith(`${SERVER}/modules/`) || file === DELIVERY_OWNER || /\.(test|fixture)\.ts$/.test(file)) continue;
  if (DELIVERY_WRITE.test(readFileSync(path.join(root, file), 'utf8'))) {
    problems.push(`${file}: writes activity_students; call the activities module's deliveries instead`);
  }
}

// Cycles, by depth-first search over the resolved graph.
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (state.get(target) === 'open') {
      problems.push(`import cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' -> ')}`);
    } else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} boundary problem(s); the rules are in docs/architecture.md, "Boundaries".`);
  process.exit(1);
}
console.log(`boundaries: ${graph.size} files, no cycle, no import across a boundary`);
