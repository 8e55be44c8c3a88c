import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StudentSnapshot } from './student-activities.service.ts';
import { createStudentListsCache, STUDENT_LISTS_CHANNEL } from './student-snapshots.ts';

/** A database stand-in that hands the listener to the test, to announce changes as triggers do. */
function announcer() {
  const listeners = new Map<string, (payload: string) => void>();
  return {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      listeners.set(channel, onPayload);
    },
    announce: (tag: string) => listeners.get(STUDENT_LISTS_CHANNEL)?.(tag),
  };
}

async function appWithSnapshot() {
  const database = announcer();
  const lists = await createStudentListsCache(database);
  const app = Fastify();
  lists.dropOnChangingWrites(app);
  app.post('/grade', { config: { changesStudentLists: true } }, async () => ({ ok: true }));
  app.post('/time-log', async () => ({ ok: true }));
  const keep = () => lists.snapshots.set('aluno', {} as StudentSnapshot, ['student:aluno'], lists.snapshots.begin());
  return { app, lists, database, keep };
}

describe('students’ cached lists', () => {
  it('are dropped by a write that declares it changes them, before its answer', async () => {
    const { app, lists, keep } = await appWithSnapshot();
    keep();
    await app.inject({ method: 'POST', url: '/grade' });
    expect(lists.snapshots.get('aluno')).toBeUndefined();
  });

  it('are kept through writes that change nothing they show', async () => {
    const { app, lists, keep } = await appWithSnapshot();
    keep();
    await app.inject({ method: 'POST', url: '/time-log' });
    expect(lists.snapshots.get('aluno')).toBeDefined();
  });

  it('drop the tags the database announces, from writes of any instance', async () => {
    const { lists, database, keep } = await appWithSnapshot();
    keep();
    database.announce('student:outro');
    expect(lists.snapshots.get('aluno')).toBeDefined();
    database.announce('student:aluno');
    expect(lists.snapshots.get('aluno')).toBeUndefined();
  });
});
