import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Argon2Measurement, Argon2Profile } from './argon2.ts';
import type { BundleReport } from './bundle-size.ts';
import type { ExamDayRun, ExamDaySettings } from './exam-day/exam-day.ts';
import type { ExcelJsMeasurement } from './exceljs-reference.ts';
import type { Verdicts } from './goals.ts';
import type { Machine } from './machine.ts';
import type { LoadProfile, Measurement } from './measure.ts';
import type { ServerProfiles } from './scenarios.ts';
import type { ServerRun } from './server-run.ts';

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  settings: {
    /** BENCH_QUICK=1: 1 s runs and a small export, to check the bench works; the figures mean little. */
    quick: boolean;
    baseline: LoadProfile;
    server: ServerProfiles;
    argon2: Argon2Profile;
    /** Rows of the spreadsheet export, on the server and for the ExcelJS reference alike. */
    exportRows: number;
    examDay: ExamDaySettings;
  };
  baseline: Measurement;
  /** The baseline measured again after the servers: far from the first, the machine was not steady. */
  baselineAfter: Measurement;
  argon2: Argon2Measurement;
  /** ExcelJS's streaming writer alone, writing as many rows of the same shape as the server's export. */
  exceljs: ExcelJsMeasurement;
  servers: ServerRun[];
  /** Servers that could not be started or measured: the reason and the server's last output. */
  startFailures: string[];
  /** Exam day on PostgreSQL: pgbench's baseline, the save sweep and its check, the start wave. */
  examDay: ExamDayRun;
  bundle: BundleReport;
}

export async function writeResults(file: string, results: BenchResults, verdicts: Verdicts): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...results, verdicts }, null, 2)}\n`);
}
