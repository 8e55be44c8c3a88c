import { STAGE_GRADE_IDS } from '@ava/contracts';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { buildPlatform, buildUser, type PlatformRow } from '../../test/tenant.fixture.ts';
import { registerLibraryFilesRule } from '../modules/library/library.module.ts';
import { libraryItems } from '../modules/library/library.tables.ts';
import { openStorageService } from '../modules/storage/storage.module.ts';
import { seedDemoLibrary } from './demo-library.ts';

let ctx: TestContext;
let platform: PlatformRow;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  await buildUser(ctx.db, platform, 'school_admin', { username: 'diretora' });
  await buildUser(ctx.db, platform, 'school_student', { username: 'aluno' });
  const storage = await openStorageService({ config: ctx.config, db: ctx.db, clock: ctx.clock, logger: console });
  registerLibraryFilesRule(storage);
  await seedDemoLibrary(ctx.db, storage, platform.slug);
  // A second run adds nothing.
  await seedDemoLibrary(ctx.db, storage, platform.slug);
  token = await signIn(ctx.app, platform.slug, 'aluno');
}, 120_000);
afterAll(() => ctx.close());

const search = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/library/external/library/search', headers: bearer(token), payload });

describe('demo library', () => {
  it('gives each stage 10 digital classes, 5 books, 5 audios and 10 miscellaneous materials', async () => {
    const rows = await ctx.db.select().from(libraryItems).where(isNull(libraryItems.platform_id));
    for (const stage of ['infantil', 'fundamental-1', 'fundamental-2', 'ensino-medio'] as const) {
      const ofStage = rows.filter((row) => row.grade_ids.some((id) => STAGE_GRADE_IDS[stage].includes(id)));
      const count = (type: string) => ofStage.filter((row) => row.card_type === type).length;
      expect([count('digitalClasses'), count('digitalBooks'), count('audios'), count('miscellaneous')]).toEqual([
        10, 5, 5, 10,
      ]);
    }
  });

  it('is found with a misspelled search, and its book and audio files are readable', async () => {
    const found = (await search({ search: 'tabela periodca', type: 'Livros Digitais' })).json();
    expect(found.results[0]?.title).toBe('Tabela periódica: um livro para ler');
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/info/details?id=${found.results[0]?.id}`,
      headers: bearer(token),
    });
    const pdf = await ctx.app.inject({ method: 'GET', url: details.json().file_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const audio = (await search({ search: 'tabela periódica', type: 'Audios' })).json().results[0];
    const audioDetails = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/info/details?id=${audio.id}`,
      headers: bearer(token),
    });
    const wav = await ctx.app.inject({ method: 'GET', url: audioDetails.json().audio_url });
    expect(wav.statusCode).toBe(200);
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.rawPayload.length).toBeLessThan(20_000);
  });
});
