import { once } from 'node:events';
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { EXPORT_BATCH } from '../../apps/server/src/modules/activities/activities.repository.ts';
import {
  type ActivityExportRow,
  activityColumns,
} from '../../apps/server/src/modules/activities/activity-export.columns.ts';
import { DEMO_PLATFORMS } from '../../apps/server/src/seed/demo-data.ts';
import { sampleActivity } from './workload/sample-activities.ts';
import { WORLD } from './workload/world.ts';

/** Distinct rows prepared beforehand and written in turn, so the figure is the writer's alone. */
const ROW_POOL = 1_000;
/** The seeded school platform's columns. */
const ACTIVITY_COLUMNS = activityColumns('school');

export interface ExcelJsMeasurement {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
}

/**
 * ExcelJS's streaming writer (stream.xlsx.WorkbookWriter) on its own, in this process: the
 * server's options and columns, rows with the values the server writes for the seeded
 * activities, committed in the server's batches, into a stream that only counts bytes.
 */
export async function measureExcelJsWriter(rows: number): Promise<ExcelJsMeasurement> {
  const now = new Date();
  const pool = Array.from({ length: Math.min(ROW_POOL, rows) }, (_, index) =>
    ACTIVITY_COLUMNS.map((column) => column.value(exportRow(index, now))),
  );
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const finished = once(sink, 'finish');

  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet('Atividades');
  worksheet.columns = ACTIVITY_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 18,
  }));
  for (let index = 0; index < rows; index += 1) {
    worksheet.addRow(pool[index % pool.length] ?? []).commit();
    // The server hands the event loop back between batches (it awaits the database): so does this.
    if ((index + 1) % EXPORT_BATCH === 0) await nextTurn();
  }
  worksheet.commit();
  await workbook.commit();
  await finished;
  const seconds = (performance.now() - started) / 1000;
  return { rows, bytes, seconds, rowsPerSecond: rows / seconds };
}

/** The row the server's export builds for seeded activity `index` of the export classroom. */
function exportRow(index: number, now: Date): ActivityExportRow {
  const sample = sampleActivity(index, now);
  return {
    title: sample.title,
    kind: sample.kind,
    startTime: sample.start_time,
    endTime: sample.end_time,
    workload: sample.workload,
    bncc: sample.bncc.join(', '),
    teacherName: demoTeacherName(),
    classroomName: WORLD.classrooms.export,
    totalStudents: 0,
    participation: 0,
    averageScore: null,
    totalPokz: 0,
  };
}

function demoTeacherName(): string {
  const teacher = DEMO_PLATFORMS.flatMap((platform) => platform.users).find(
    (user) => user.username === WORLD.teacher.username,
  );
  return teacher?.name ?? WORLD.teacher.username;
}
