import { isRepeatable } from '@ava/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { grantPokz } from '../../../apps/server/src/modules/ledger/ledger.fixture.ts';
import { ledgerTransferPasswords } from '../../../apps/server/src/modules/ledger/ledger.tables.ts';
import { storeProducts } from '../../../apps/server/src/modules/store/store.tables.ts';
import { hashPassword } from '../../../apps/server/src/platform/auth/passwords.ts';
import { systemClock } from '../../../apps/server/src/platform/clock.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { chunksOf, seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { findDemo } from '../workload/seed-world.ts';
import { LEDGER, type PreparedLedger, type PreparedProduct, type PreparedStudent } from './world.ts';

/**
 * Run in its own process before the server starts, on the database the server will use (from the
 * same environment): the demo seed, then BENCH_LEDGER_STUDENTS students (classrooms of
 * LEDGER.classroomSize of the demo teacher), each with a session, a transfer password and
 * LEDGER.openingPokz plus the price of the demo store's products granted through the ledger.
 * Prints one line of JSON, a PreparedLedger.
 */
const studentCount = Number(process.env.BENCH_LEDGER_STUDENTS);
if (!Number.isInteger(studentCount) || studentCount < 2) throw new Error('BENCH_LEDGER_STUDENTS must be at least 2');

const config = parseConfig();
if (!config.DATABASE_URL) throw new Error('the ledger is measured on PostgreSQL: DATABASE_URL is missing');
const database = await openDatabase({ url: config.DATABASE_URL });
try {
  const started = performance.now();
  const { db } = database;
  await seedDemo(db, config);
  const demo = await findDemo(db);
  const passwordHash = await hashPassword(LEDGER.studentPassword);
  const students: PreparedStudent[] = [];
  const classrooms: number[][] = [];
  for (let first = 0; first < studentCount; first += LEDGER.classroomSize) {
    const size = Math.min(LEDGER.classroomSize, studentCount - first);
    // A last classroom of one student would have nobody to send to.
    if (size < 2) break;
    const seeded = await seedBulkClassroom(db, demo, {
      name: `${LEDGER.classroomPrefix}.${String(classrooms.length + 1).padStart(3, '0')}`,
      students: size,
      passwordHash,
    });
    classrooms.push(seeded.students.map((_, index) => students.length + index));
    students.push(...seeded.students.map(({ id, token }) => ({ id, token, classroom: classrooms.length - 1 })));
  }
  const transferPassword = await hashPassword(LEDGER.transferPassword);
  for (const chunk of chunksOf(students)) {
    await db.insert(ledgerTransferPasswords).values(
      chunk.map((student) => ({
        platform_id: demo.platformId,
        user_id: student.id,
        password_hash: transferPassword,
      })),
    );
  }
  const onSale = await db
    .select({ id: storeProducts.id, price: storeProducts.price, item: storeProducts.item, stock: storeProducts.stock })
    .from(storeProducts)
    .where(and(eq(storeProducts.platform_id, demo.platformId), isNull(storeProducts.retired_at)));
  // Owned once and never sold out, so a purchase is refused only for a reason the run would report.
  const products: PreparedProduct[] = onSale
    .filter((product) => !isRepeatable(product.item.kind) && product.stock === null)
    .map(({ id, price }) => ({ id, price }));
  const openingPokz = LEDGER.openingPokz + products.reduce((total, product) => total + product.price, 0);
  for (const student of students) {
    await grantPokz(db, systemClock, demo.platformId, student.id, openingPokz, `bench:opening:${student.id}`);
  }
  await db.execute(sql`analyze`);
  const prepared: PreparedLedger = {
    platformId: demo.platformId,
    students,
    products,
    openingPokz,
    classrooms,
    seedSeconds: (performance.now() - started) / 1000,
  };
  process.stdout.write(`${JSON.stringify(prepared)}\n`);
} finally {
  await database.close();
}
