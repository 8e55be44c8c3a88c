/**
 * `npm run essay-assistant -w @ava/bench`: the embedded essay corrector (issue 26), in this
 * process, on one thread. Prints the precision and recall of its spelling and grammar marks on
 * the labelled essays (labelled-essays.ts; goal precision >= 0.9), then the p50/p99 time of a full
 * correction (marks and ENEM scores) of a 30-line essay (goal p99 < 300 ms), the dictionary
 * already loaded, as a server has it after its first correction.
 */
import { createEmbeddedCorrector } from '../../../apps/server/src/modules/essay-assistant/engine/embedded-corrector.ts';
import { LABELLED_ESSAYS, parseLabelled } from './labelled-essays.ts';

const GOALS = { precision: 0.9, p99Ms: 300 } as const;
const RUNS = Number(process.env.BENCH_ESSAY_RUNS ?? 300);
const corrector = createEmbeddedCorrector();

const loadStart = performance.now();
await corrector.correct({ text: 'Aquecimento.', stage: null, prompt: '', scope: 'language' });
console.log(`Dictionary loaded and first correction in ${Math.round(performance.now() - loadStart)} ms`);

let truePositives = 0;
let falsePositives = 0;
let found = 0;
let annotated = 0;
const misses: string[] = [];
const wrong: string[] = [];
for (const source of LABELLED_ESSAYS) {
  const { text, annotations } = parseLabelled(source);
  const { marks } = await corrector.correct({ text, stage: 'ensino-medio', prompt: '', scope: 'language' });
  const counted = marks.filter((mark) => mark.kind === 'spelling' || mark.kind === 'grammar');
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end;
  for (const mark of counted) {
    if (annotations.some((annotation) => overlaps(annotation, mark))) truePositives += 1;
    else {
      falsePositives += 1;
      wrong.push(`${mark.rule}: "${text.slice(mark.start, mark.end)}"`);
    }
  }
  annotated += annotations.length;
  for (const annotation of annotations) {
    if (counted.some((mark) => overlaps(annotation, mark))) found += 1;
    else misses.push(`${annotation.kind}: "${text.slice(annotation.start, annotation.end)}"`);
  }
}
const precision = truePositives / Math.max(1, truePositives + falsePositives);
const recall = found / Math.max(1, annotated);
console.log(`\nLabelled set: ${LABELLED_ESSAYS.length} essays, ${annotated} annotated errors`);
console.log(
  `  precision ${precision.toFixed(3)} (${truePositives} right of ${truePositives + falsePositives} marks; goal >= ${GOALS.precision}) ${precision >= GOALS.precision ? 'ok' : 'MISSED'}`,
);
console.log(`  recall    ${recall.toFixed(3)} (${found} of ${annotated} errors found)`);
if (wrong.length > 0) console.log(`  marks with no error: ${wrong.join('; ')}`);
if (misses.length > 0) console.log(`  errors not found: ${misses.join('; ')}`);

// 30 lines: the labelled essays' lines, in order, cycled.
const lines = LABELLED_ESSAYS.flatMap((source) => parseLabelled(source).text.split('\n'));
const essay = Array.from({ length: 30 }, (_, index) => lines[index % lines.length]).join('\n');
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  await corrector.correct({ text: essay, stage: 'ensino-medio', prompt: 'Desafios do Brasil', scope: 'full' });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
console.log(`\nFull correction of a 30-line essay (${essay.split(/\s+/).length} words), ${RUNS} runs on one thread:`);
console.log(
  `  p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (goal p99 < ${GOALS.p99Ms} ms) ${at(0.99) < GOALS.p99Ms ? 'ok' : 'MISSED'}`,
);
