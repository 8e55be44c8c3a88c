import { MESSAGING_MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildMessagingWorld, type MessagingWorld, messagingClient, type Person } from './messaging.fixture.ts';

/**
 * The safety rule of who may write to whom (packages/contracts/src/messaging.ts), every branch:
 * find_contact offers exactly the people create accepts.
 */
let ctx: TestContext;
let world: MessagingWorld;
let off: MessagingWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildMessagingWorld(ctx);
  off = await buildMessagingWorld(ctx, { guardiansOff: true });
});
afterAll(() => ctx.close());

type Case = [from: Person, to: Exclude<Person, 'foreignTeacher'>, allowed: boolean, why: string];
const CASES: Case[] = [
  ['student1', 'teacherA', true, 'a student to a teacher of their classroom'],
  ['student1', 'teacherB', false, 'a student to a teacher of another classroom'],
  ['student1', 'student2', false, 'a student to a classmate (no private messages between children)'],
  ['student1', 'studentSouth', false, 'a student to a student of another school'],
  ['student1', 'guardian1', false, 'a student to their own guardian'],
  ['student1', 'coordinator', false, "a student to their school's coordinator"],
  ['teacherA', 'student1', true, 'a teacher to a student of a classroom they teach'],
  ['teacherA', 'student3', false, 'a teacher to a student of a classroom they do not teach'],
  ['teacherA', 'studentSouth', false, 'a teacher to a student of another school'],
  ['teacherA', 'guardian1', true, 'a teacher to the guardian of a student they teach'],
  ['teacherA', 'guardian3', false, 'a teacher to the guardian of a student they do not teach'],
  ['teacherA', 'guardianSouth', false, 'a teacher to a guardian of another school'],
  ['teacherA', 'teacherB', true, 'a teacher to a colleague of their school'],
  ['teacherA', 'assistant', true, 'a teacher to an assistant of their school'],
  ['teacherA', 'coordinator', true, "a teacher to their school's coordinator"],
  ['teacherA', 'teacherSouth', false, 'a teacher to a teacher of another school'],
  ['guardian1', 'teacherA', true, 'a guardian to a teacher of their child'],
  ['guardian1', 'teacherB', false, 'a guardian to a teacher of no child of theirs'],
  ['guardian1', 'coordinator', true, "a guardian to the coordinator of their child's school"],
  ['guardian1', 'coordinatorSouth', false, 'a guardian to the coordinator of another school'],
  ['guardian1', 'guardian3', false, 'a guardian to another guardian'],
  ['guardian1', 'student1', false, 'a guardian to their own child'],
  ['guardian1', 'student2', false, 'a guardian to another child'],
  ['coordinator', 'teacherA', true, 'a coordinator to an educator of their school'],
  ['coordinator', 'guardian3', true, 'a coordinator to a guardian of their school'],
  ['coordinator', 'guardianSouth', false, 'a coordinator to a guardian of another school'],
  ['coordinator', 'teacherSouth', false, 'a coordinator to an educator of another school'],
  ['coordinator', 'student1', false, 'a coordinator to a student'],
  ['assistant', 'coordinator', true, 'an assistant to the coordinator of their school'],
];

describe('who may write to whom', () => {
  it.each(CASES)('%s → %s: %s (%s)', async (from, to, allowed) => {
    const client = messagingClient(ctx, world.tokens[from]);
    const contacts = (await client.get('find_contact')).json().contacts as { id: string }[];
    expect(contacts.some((contact) => contact.id === world.users[to].id)).toBe(allowed);
    const response = await client.send(world.users[to]);
    expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
    if (!allowed) expect(response.json().message).toBe(MESSAGING_MESSAGES.contactNotAllowed);
  });

  it('offers nobody to an administrator, whose role has no messages', async () => {
    const client = messagingClient(ctx, world.tokens.admin);
    expect((await client.get('find_contact')).statusCode).toBe(403);
    expect((await client.send(world.users.teacherA)).statusCode).toBe(403);
  });

  it('never crosses platforms', async () => {
    const foreign = messagingClient(ctx, world.tokens.foreignTeacher);
    expect((await foreign.send(world.users.teacherA)).statusCode).toBe(403);
    const contacts = (await foreign.get('find_contact')).json().contacts as { id: string }[];
    expect(contacts).toEqual([]);
    const ours = messagingClient(ctx, world.tokens.teacherA);
    expect((await ours.send(world.foreignTeacher)).statusCode).toBe(403);
    expect((await ours.get(`detail?contact=${world.foreignTeacher.id}`)).statusCode).toBe(403);
  });

  it('searches contacts by name, without accents or case', async () => {
    const client = messagingClient(ctx, world.tokens.student1);
    const found = (await client.get('find_contact?q=PESSÓA')).json().contacts as { id: string; context: string }[];
    expect(found.map((contact) => contact.id)).toEqual([world.users.teacherA.id]);
    expect(found[0]?.context).toMatch(/^Turma /);
    expect((await client.get('find_contact?q=ninguem')).json().contacts).toEqual([]);
  });
});

describe("the theme's guardian_messages off", () => {
  it('lets guardians neither write nor appear as contacts', async () => {
    const guardian = messagingClient(ctx, off.tokens.guardian1);
    expect((await guardian.get('find_contact')).json().contacts).toEqual([]);
    const refused = await guardian.send(off.users.teacherA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGING_MESSAGES.guardianMessagesOff);
    expect((await guardian.get('mailers_list')).json()).toEqual({ mailers: [], can_write: false });

    const teacher = messagingClient(ctx, off.tokens.teacherA);
    const contacts = (await teacher.get('find_contact')).json().contacts as { id: string }[];
    expect(contacts.some((contact) => contact.id === off.users.guardian1.id)).toBe(false);
    expect(contacts.some((contact) => contact.id === off.users.student1.id)).toBe(true);
    expect((await teacher.send(off.users.guardian1)).statusCode).toBe(403);
    const bulk = await teacher.post('classrooms/create', {
      classrooms: [off.classroomA.id],
      body: 'Reunião de pais',
      recipients: 'guardians',
    });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json().message).toBe(MESSAGING_MESSAGES.guardianMessagesOff);
  });
});
