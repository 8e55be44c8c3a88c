import { sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { createLibraryRepository } from '../../../apps/server/src/modules/library/library.module.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { LIBRARY_BENCH, type PreparedLibrary } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use: the
 * demo seed (its shared library collection included); BENCH_LIBRARY_ITEMS items (default
 * 100,000) loaded straight into the shared source, titled from a list of school topics, kinds
 * and numbers, and their words collected; a classroom of students with sessions; then VACUUM ANALYZE. Prints one line of
 * JSON, a PreparedLibrary.
 */
const TOPICS = [
  'Fotossíntese das plantas',
  'Equações do primeiro grau',
  'Geografia do Brasil',
  'Revolução Industrial',
  'Tabela periódica',
  'Sistema solar',
  'Frações equivalentes',
  'Biomas brasileiros',
  'Genética mendeliana',
  'Leis de Newton',
  'Leitura de fábulas',
  'Ciclo da água',
  'Brasil colonial',
  'Funções quadráticas',
  'Arte moderna brasileira',
  'Gêneros textuais',
  'Célula e tecidos',
  'Razão e proporção',
  'Urbanização',
  'Ética e cidadania',
  'Pontos cardeais',
  'Música brasileira',
  'Seres vivos',
  'Ortografia',
  'Globalização',
];
const KINDS = [
  'Aula',
  'Livro',
  'Ficha de atividades',
  'Mapa mental',
  'Resumo',
  'Áudio',
  'Lista de exercícios',
  'Projeto',
];
const SUBJECTS = [
  'Ciências',
  'Matemática',
  'Geografia',
  'História',
  'Química',
  'Física',
  'Biologia',
  'Língua Portuguesa',
  'Arte',
];
const CARD_TYPES = ['digitalClasses', 'digitalBooks', 'miscellaneous', 'audios'];
const GRADES = [18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const items = Number(process.env.BENCH_LIBRARY_ITEMS ?? LIBRARY_BENCH.items);
if (!Number.isInteger(items) || items < 1) throw new Error('BENCH_LIBRARY_ITEMS must be a positive integer');
const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the library is measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const started = performance.now();
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  for (let first = 1; first <= items; first += LIBRARY_BENCH.chunk) {
    const last = Math.min(items, first + LIBRARY_BENCH.chunk - 1);
    await db.execute(sql`
      with t as (select ${textArray(TOPICS)} as topics, ${textArray(KINDS)} as kinds,
                        ${textArray(SUBJECTS)} as subjects, ${textArray(CARD_TYPES)} as types),
      generated as (
        select g,
               t.kinds[1 + g % array_length(t.kinds, 1)] || ': ' || t.topics[1 + (g / 7) % array_length(t.topics, 1)] || ' ' || g as title,
               t.subjects[1 + (g / 3) % array_length(t.subjects, 1)] as subject,
               t.types[1 + g % array_length(t.types, 1)] as card_type
        from generate_series(${first}::int, ${last}::int) g, t
      )
      insert into library_items (card_type, title, subject, grade_ids, bncc, search_text)
      select card_type::library_card_type, title, subject,
             array[${sql.raw(`(array[${GRADES.join(',')}])`)}[1 + g % ${GRADES.length}]]::smallint[],
             array['EF0' || (1 + g % 9) || 'CI0' || (1 + g % 7)],
             unaccent(lower(title || ' ' || subject || ' EF0' || (1 + g % 9) || 'CI0' || (1 + g % 7)))
      from generated`);
  }
  // What insertItems does for the items it adds: their words, for typo tolerance.
  await createLibraryRepository(db).collectAllWords();
  const { students } = await seedBulkClassroom(
    db,
    { platformId: demo.platformId, schoolId: demo.schoolId, gradeId: demo.gradeId, teacherId: demo.teacherId },
    { name: 'biblioteca', students: LIBRARY_BENCH.students, passwordHash: await hashPassword('senha123') },
  );
  await db.execute(sql`vacuum analyze library_items`);
  await db.execute(sql`vacuum analyze library_words`);
  const prepared: PreparedLibrary = {
    items,
    tokens: students.map((student) => student.token),
    seedSeconds: (performance.now() - started) / 1000,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
