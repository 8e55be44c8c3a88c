/** The library bench's data (prepare.ts): items of the shared default source, added to the demo installation. */
export const LIBRARY_BENCH = {
  /** Items of the shared source; BENCH_LIBRARY_ITEMS overrides it. */
  items: 100_000,
  /** Students of one bench classroom, each with a session: one per connection. */
  students: 20,
  /** Rows per INSERT of the bulk load. */
  chunk: 25_000,
} as const;

/** Ten misspelled queries a student might type, each with the words it means. */
export const MISSPELLED_QUERIES = [
  ['fotosintese', 'fotossíntese'],
  ['equassoes', 'equações'],
  ['geografya', 'geografia'],
  ['revolusao industrial', 'revolução industrial'],
  ['tabela periodca', 'tabela periódica'],
  ['sistema solr', 'sistema solar'],
  ['fracões equivalentes', 'frações equivalentes'],
  ['biomas brasileros', 'biomas brasileiros'],
  ['genetica mendeliana', 'genética mendeliana'],
  ['leis de niuton', 'leis de Newton'],
] as const;

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedLibrary {
  items: number;
  tokens: string[];
  seedSeconds: number;
}
