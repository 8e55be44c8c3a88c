import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { buildPlatform, buildUser } from '../../../test/tenant.fixture.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createLocalFileStore } from '../../platform/storage/local-file-store.ts';
import { PNG } from '../../platform/storage/test-samples.ts';
import { createFileUrls } from './file-urls.ts';
import { createStorageRepository } from './storage.repository.ts';
import { createStorageService, type StorageService } from './storage.service.ts';
import { parseKey } from './storage-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ava-storage-service-'));
let database: DatabaseHandle;
let storage: StorageService;
let teacher: AuthContext;
let student: AuthContext;
let otherStudent: AuthContext;

const contextOf = (user: { id: string; platform_id: string; role: AuthContext['role'] }): AuthContext => ({
  sessionId: 'sessao',
  userId: user.id,
  role: user.role,
  platformId: user.platform_id,
  platformSlug: 'escola',
});

beforeAll(async () => {
  database = await openTestDatabase();
  const platform = await buildPlatform(database.db, {}, false);
  teacher = contextOf(await buildUser(database.db, platform, 'school_teacher'));
  student = contextOf(await buildUser(database.db, platform, 'school_student'));
  otherStudent = contextOf(await buildUser(database.db, platform, 'school_student'));
  storage = createStorageService({
    store: createLocalFileStore(dir),
    storageRepo: createStorageRepository(database.db),
    fileUrls: createFileUrls({ secret: 'segredo-de-teste-com-32-caracteres!', clock: testClock() }),
    logger: { warn: () => {} },
  });
  // As school work would: teachers write an activity's folder, everyone of the platform reads it.
  storage.registerAccessRule('activities', async (user, key, mode) =>
    mode === 'read' ? true : user.role === 'school_teacher' && parseKey(key).rest.startsWith('atividade-1/'),
  );
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storage access rules', () => {
  it('lets a namespace’s rule decide who writes and reads there', async () => {
    const stored = await storage.saveUpload(teacher, {
      namespace: 'activities',
      path: 'atividade-1',
      fileName: 'enunciado.png',
      bytes: PNG,
      allowed: ['image'],
    });
    expect(stored.key.startsWith(`${teacher.platformId}/activities/atividade-1/`)).toBe(true);
    expect((await storage.meta(student, stored.key)).id).toBe(stored.id);
    await expect(
      storage.saveUpload(student, { namespace: 'activities', path: 'atividade-1', fileName: 'a.png', bytes: PNG }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      storage.saveUpload(teacher, { namespace: 'activities', path: 'atividade-2', fileName: 'a.png', bytes: PNG }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(storage.remove(student, stored.key)).rejects.toMatchObject({ status: 403 });
    expect((await storage.list(student, 'activities/atividade-1')).files.map((f) => f.id)).toEqual([stored.id]);
  });

  it('lets the owner of a file always read it, and delete it only while the namespace’s rule lets them write', async () => {
    let windowOpen = true;
    storage.registerAccessRule('entregas', async (_user, _key, mode) => mode === 'write' && windowOpen);
    const [stored] = await storage.saveUploads(student, {
      namespace: 'entregas',
      path: 'trabalho-1',
      files: [{ fileName: 'a.png', bytes: PNG }],
    });
    expect(stored).toBeDefined();
    await expect(storage.meta(otherStudent, stored?.key ?? '')).rejects.toMatchObject({ status: 404 });
    windowOpen = false;
    expect((await storage.open(student, stored?.id ?? '')).file.size).toBe(PNG.length);
    await expect(storage.remove(student, stored?.key ?? '')).rejects.toMatchObject({ status: 403 });
    windowOpen = true;
    await storage.remove(student, stored?.key ?? '');
    await expect(storage.meta(student, stored?.key ?? '')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a category the caller did not allow, and a second rule for a namespace', async () => {
    await expect(
      storage.saveUpload(student, {
        namespace: 'users',
        path: student.userId,
        fileName: 'a.png',
        bytes: PNG,
        allowed: ['audio'],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Tipo de arquivo não permitido. Formatos aceitos: mp3, mpeg.' });
    expect(() => storage.registerAccessRule('activities', async () => true)).toThrow();
  });
});

describe('readableKeys (what rich text may embed)', () => {
  it('keeps only keys of stored files the user may read, each with its full key', async () => {
    const own = await storage.saveUpload(student, {
      namespace: 'users',
      path: student.userId,
      fileName: 'a.png',
      bytes: PNG,
    });
    const others = await storage.saveUpload(otherStudent, {
      namespace: 'users',
      path: otherStudent.userId,
      fileName: 'b.png',
      bytes: PNG,
    });
    const shared = await storage.saveUpload(teacher, {
      namespace: 'activities',
      path: 'atividade-1',
      fileName: 'c.png',
      bytes: PNG,
    });
    const relative = own.key.slice(student.platformId.length + 1);
    const named = [
      own.key,
      relative,
      others.key,
      shared.key,
      `${student.platformId}/users/${student.userId}/nao-existe.png`,
      '../etc/passwd',
      `9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d/users/${student.userId}/a.png`,
    ];
    const readable = await storage.readableKeys(student, named);
    expect(Object.fromEntries(readable)).toEqual({ [own.key]: own.key, [relative]: own.key, [shared.key]: shared.key });
  });
});
