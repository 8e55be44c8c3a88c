import { watchResidentPeak } from './process-memory.ts';
import { countDataRows } from './spreadsheet-rows.ts';

const EXPORT_TIMEOUT_MS = 300_000;

export interface ExportMeasurement {
  path: string;
  status: number;
  expectedRows: number;
  /** Rows of the downloaded spreadsheet, its header row not counted. */
  rows: number;
  bytes: number;
  /** From the request to the last byte of the download. */
  seconds: number;
  rowsPerSecond: number;
  /** The server process's resident memory just before the request and at its highest during the export. */
  memory: { beforeBytes: number; peakBytes: number; growthBytes: number; peakFrom: 'VmHWM' | 'VmRSS samples' };
}

/**
 * Downloads the spreadsheet of the educator's activities of one classroom (GET /api/activity/export),
 * while watching the server's resident memory, then counts the rows it holds.
 */
export async function measureExport(
  server: { baseUrl: string; pid: number },
  teacherToken: string,
  classroomId: string,
  expectedRows: number,
): Promise<ExportMeasurement> {
  const path = `/api/activity/export?classroom=${classroomId}`;
  const memory = await watchResidentPeak(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${teacherToken}` },
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  const file = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const { peakBytes, peakFrom } = await memory.stop();
  const rows = response.status === 200 ? await countDataRows(file) : 0;
  return {
    path,
    status: response.status,
    expectedRows,
    rows,
    bytes: file.length,
    seconds,
    rowsPerSecond: rows / seconds,
    memory: { beforeBytes: memory.beforeBytes, peakBytes, growthBytes: peakBytes - memory.beforeBytes, peakFrom },
  };
}
