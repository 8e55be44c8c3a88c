/** Rows of db.execute on both drivers (postgres-js answers an array, PGlite an object with rows). */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}
