import { ACTIVITY_KINDS, type ActivityKind } from '@ava/contracts';

const DAY_MS = 86_400_000;
const TOPICS = [
  'Leitura e interpretação de texto',
  'Frações no dia a dia',
  'O ciclo da água',
  'Produção de texto: carta pessoal',
  'O sistema solar',
  'Revolução Industrial',
  'Probabilidade com dados',
  'Verbos no pretérito',
];
const BNCC = [['EF05LP01'], ['EF05MA03', 'EF05MA04'], ['EF05CI02'], ['EF05LP12', 'EF05LP13', 'EF05LP14'], []];
const WORKLOADS = [60, 120, 180, null];

/** The columns of a bench activity that the first screen and the spreadsheet show. */
export interface SampleActivity {
  kind: ActivityKind;
  title: string;
  start_time: Date;
  end_time: Date;
  workload: number | null;
  bncc: string[];
  created_at: Date;
}

/**
 * Bench activity number `index`. The seeding script inserts these (the export classroom's
 * exactly), and the ExcelJS reference writes rows made from the same values, so both
 * spreadsheets have one shape.
 */
export function sampleActivity(index: number, now: Date): SampleActivity {
  const start = new Date(now.getTime() - (index % 180) * DAY_MS);
  return {
    kind: ACTIVITY_KINDS[index % ACTIVITY_KINDS.length] ?? 'homework',
    title: `${TOPICS[index % TOPICS.length]} - parte ${Math.floor(index / TOPICS.length) + 1}`,
    start_time: start,
    end_time: new Date(start.getTime() + ((index % 14) + 1) * DAY_MS),
    workload: WORKLOADS[index % WORKLOADS.length] ?? null,
    bncc: BNCC[index % BNCC.length] ?? [],
    // Distinct creation times, as a classroom's history has: the export walks them newest first.
    created_at: new Date(now.getTime() - index * 60_000),
  };
}
