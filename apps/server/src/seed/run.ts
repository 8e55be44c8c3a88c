import { parseConfig } from '../config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { seedDemo } from './seed.ts';

const config = parseConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
await seedDemo(database.db, config);
await database.close();
console.log('demo data seeded');
