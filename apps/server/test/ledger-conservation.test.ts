import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CalculateScoreBody,
  type GamePlayResponse,
  type GameScoreResult,
  gameContentDataFor,
  IDEMPOTENCY_HEADER,
  type InvestmentMovement,
  LEDGER_MESSAGES,
  SCORING_RULES,
  SOCIAL_MEDIA_REWARD,
  type TransferResponse,
  type UpdatePokzResponse,
} from '@ava/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rewardWindow } from '../src/modules/ledger/bank.service.ts';
import { books, grantPokz } from '../src/modules/ledger/ledger.fixture.ts';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerInvestments,
  ledgerTransferPasswords,
  ledgerTransfers,
} from '../src/modules/ledger/ledger.tables.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { Database } from '../src/platform/db/database.ts';
import { rowsOf } from '../src/platform/db/rows.ts';
import { seedChallenges } from '../src/seed/challenges.seed.ts';
import { SEED_CHALLENGES } from '../src/seed/challenges.seed-data.ts';
import { seedBulkClassroom } from './bulk-students.fixture.ts';
import { killServers, openStore, type Server, type Store, startServer } from './server-process.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser } from './tenant.fixture.ts';

/**
 * Issue 21's conservation proof: students of one classroom send a random mix of concurrent
 * transfers, investments, redemptions and grants (a challenge's score, the social-media reward)
 * to the real server (src/main.ts, a child process), some twice at once, some again once
 * answered, each with a key of its own; the server gets SIGKILL in the middle, starts again on the
 * same data, and every request that was not acknowledged is sent again with its key, as are some
 * that were. Then the books, read with SQL, must hold exactly the acknowledged movements, once
 * each: users hold what the system accounts issued, every account's balance is its entries' sum,
 * none negative. PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a temporary DATA_DIR.
 */

const STUDENTS = 12;
const OPENING_GRANT = 20;
const TRANSFER_PASSWORD = '1357';
const SOCIAL_MEDIA = 'instagram';
/** Requests in flight at once until the kill (each a new move by a random student). */
const CLIENTS = 12;
/** The kill comes after a random number of acknowledged moves between these. */
const KILL_AFTER = { min: 50, max: 100 };
/** Shares of moves sent twice at once, sent again once acknowledged, and (acknowledged) sent again after the restart. */
const SENT_TWICE = 0.1;
const RETRIED = 0.15;
const RETRIED_AFTER_RESTART = 0.3;
/** What a refusal may say: anything else (or any other status) fails the test. */
const REFUSALS: readonly string[] = [LEDGER_MESSAGES.insufficientBalance, LEDGER_MESSAGES.transferDailyLimit];

interface Student {
  id: string;
  token: string;
}

/** The challenge a grant is played on, with a right and a wrong option per round. */
interface Challenge {
  id: string;
  rounds: { order: number; right: string; wrong: string }[];
}

interface World {
  platformId: string;
  students: Student[];
  challenge: Challenge;
}

/** A line of a posting: who (a user's id, or null for the platform's) and which account. */
interface Line {
  owner: string | null;
  kind: LedgerAccountKind;
  amount: number;
}

/** What an acknowledged move must have written: one posting under its key, with these lines. */
interface Effect {
  postingKey: string;
  lines: Line[];
}

/** One answer to a sending of a move: status 0 when the connection failed (the kill). */
interface Attempt {
  status: number;
  body: unknown;
}

/** One request, sent one or more times with the same key. */
interface Move {
  kind: MoveKind;
  student: Student;
  method: 'POST' | 'PATCH';
  url: string;
  body: Record<string, unknown>;
  /** The Idempotency-Key header, for the paths that take one. */
  key: string | null;
  attempts: Attempt[];
}

type Outcome = 'acknowledged' | 'refused' | 'unknown';

interface MoveKindRules {
  /** How often it is picked, against the others. */
  weight: number;
  /** The student's next move of this kind; null when there is none to make (no investment to redeem). */
  make(server: Server, student: Student): Promise<Omit<Move, 'kind' | 'attempts'> | null>;
  /** What an acknowledged move wrote, from its answer; null when it moved nothing (a score of 0 pokz). */
  effect(move: Move, answer: never): Effect | null;
  /** What every answer to the same move must repeat. */
  replayed(answer: never): unknown;
}

/** Every kind of move, in one place: the store's purchase will be one more. */
const MOVE_KINDS = {
  transfer: {
    weight: 4,
    async make(_server, student) {
      const receivers = world.students.filter((other) => other.id !== student.id);
      const receiver = receivers[randomInt(receivers.length)] as Student;
      const body = { receiver_id: receiver.id, amount: randomInt(1, 11), transfer_password: TRANSFER_PASSWORD };
      return { student, method: 'POST', url: '/api/identity/transactions/pokz/transfer', body, key: randomUUID() };
    },
    effect: (move, answer: TransferResponse) => ({
      postingKey: `transfer:${move.student.id}:${move.key}`,
      lines: [
        { owner: move.student.id, kind: 'wallet', amount: -answer.transfer.amount },
        { owner: answer.transfer.receiver.id, kind: 'wallet', amount: answer.transfer.amount },
      ],
    }),
    replayed: (answer: TransferResponse) => answer,
  },
  invest: {
    weight: 2,
    async make(_server, student) {
      const body = { amount: randomInt(1, 41) };
      return { student, method: 'POST', url: '/api/identity/transactions/pokz/invest', body, key: randomUUID() };
    },
    effect: (move, answer: InvestmentMovement) => ({
      postingKey: `invest:${move.student.id}:${move.key}`,
      lines: [
        { owner: move.student.id, kind: 'wallet', amount: -answer.investment.principal },
        { owner: move.student.id, kind: 'savings', amount: answer.investment.principal },
      ],
    }),
    replayed: (answer: InvestmentMovement) => answer,
  },
  redeem: {
    weight: 2,
    async make(_server, student) {
      const investmentId = unredeemedInvestments(student).pop();
      if (!investmentId) return null;
      const body = { investment_id: investmentId };
      return { student, method: 'PATCH', url: '/api/identity/transactions/pokz/redeem', body, key: null };
    },
    effect: (move, { investment }: InvestmentMovement) => ({
      postingKey: `redeem:${investment.id}`,
      lines: [
        { owner: move.student.id, kind: 'wallet', amount: investment.value },
        { owner: move.student.id, kind: 'savings', amount: -investment.principal },
        ...(investment.yield > 0 ? [{ owner: null, kind: 'yields' as const, amount: -investment.yield }] : []),
      ],
    }),
    replayed: (answer: InvestmentMovement) => answer,
  },
  /** A grant inside another module's transaction: calculate_score of a free play (rule L). */
  challenge: {
    weight: 3,
    async make(server, student) {
      const { challenge } = world;
      const played = await send(server, student, 'POST', '/api/games/games/play', { oed_content_id: challenge.id });
      if (played.status !== 200) throw new Error(`POST /games/play answered ${played.status}`);
      const { token } = played.body as GamePlayResponse;
      const body: CalculateScoreBody = {
        scoring_rule: SCORING_RULES.library,
        results: {
          token,
          oed_content_id: challenge.id,
          // Most rounds right, so that most plays pay something, and not all the same.
          answers: challenge.rounds.map((round) => ({
            order: round.order,
            values: [randomInt(4) > 0 ? round.right : round.wrong],
            pairs: [],
            hints_used: 0,
          })),
          elapsed_seconds: 60,
        },
      };
      return { student, method: 'POST', url: '/api/game_results/calculate_score', body, key: null };
    },
    effect(move, answer: GameScoreResult) {
      if (answer.pokz === 0) return null;
      const { token } = (move.body as CalculateScoreBody).results;
      return {
        postingKey: `game_result:${hashToken(token)}`,
        lines: [
          { owner: move.student.id, kind: 'wallet', amount: answer.pokz },
          { owner: null, kind: 'grants', amount: -answer.pokz },
        ],
      };
    },
    replayed: (answer: GameScoreResult) => answer,
  },
  /** A grant of the ledger module itself, once a week whatever the request: its moves share a key. */
  socialMedia: {
    weight: 1,
    async make(_server, student) {
      const body = { social_media: SOCIAL_MEDIA };
      return { student, method: 'PATCH', url: '/api/identity/students/update_pokz', body, key: null };
    },
    effect: (move, answer: UpdatePokzResponse) => ({
      postingKey: `social_media:${move.student.id}:${rewardWindow(new Date(answer.date)).day}`,
      lines: [
        { owner: move.student.id, kind: 'wallet', amount: SOCIAL_MEDIA_REWARD },
        { owner: null, kind: 'grants', amount: -SOCIAL_MEDIA_REWARD },
      ],
    }),
    // The balance it answers is the wallet's at the time of asking.
    replayed: ({ value, date, next_reward_at }: UpdatePokzResponse) => ({ value, date, next_reward_at }),
  },
} satisfies Record<string, MoveKindRules>;
type MoveKind = keyof typeof MOVE_KINDS;
const rulesOf = (kind: MoveKind): MoveKindRules => MOVE_KINDS[kind] as MoveKindRules;

const store = await openStore('conservation');
afterAll(async () => {
  killServers();
  await store.dispose();
});
let world: World;
const moves: Move[] = [];
/** Investments a redeem move was made for (made at most once each). */
const redeemed = new Set<string>();

it('keeps every acknowledged movement once, and the books balanced, when the server is killed mid-run', async () => {
  world = await seed(store);
  const killAfter = randomInt(KILL_AFTER.min, KILL_AFTER.max + 1);
  const first = await startServer(store);
  try {
    await moveUntilKilled(first, killAfter);
  } finally {
    await first.kill();
  }
  const atKill = countOutcomes(moves);

  const second = await startServer(store);
  let resent: Move[];
  try {
    resent = moves.filter((move) => outcomeOf(move) !== 'acknowledged' || Math.random() < RETRIED_AFTER_RESTART);
    await inParallel(resent, CLIENTS, (move) => attempt(second, move));
  } finally {
    await second.stop();
  }
  const final = countOutcomes(moves);
  console.log(
    `ledger conservation (${store.kind}): ${moves.length} moves, killed after ${atKill.acknowledged} acknowledged ` +
      `(${atKill.unknown} unanswered, ${atKill.refused} refused); ${resent.length} sent again after the restart; ` +
      `finally ${final.acknowledged} acknowledged, ${final.refused} refused (${perKind()})`,
  );
  expect(atKill.acknowledged).toBeGreaterThanOrEqual(killAfter);
  expect(final.unknown).toBe(0);
  for (const move of moves) expectSameAnswers(move);

  const database = await store.open();
  try {
    await checkBooks(database.db, expectedEffects());
  } finally {
    await database.close();
  }
}, 120_000);

/** CLIENTS requests in flight, each a new move by a random student, until `killAfter` are acknowledged: then SIGKILL. */
async function moveUntilKilled(server: Server, killAfter: number): Promise<void> {
  let acknowledged = 0;
  const kinds = Object.keys(MOVE_KINDS) as MoveKind[];
  const weights = kinds.flatMap((kind) => Array<MoveKind>(rulesOf(kind).weight).fill(kind));
  const client = async () => {
    while (!server.killed) {
      const kind = weights[randomInt(weights.length)] as MoveKind;
      const student = world.students[randomInt(STUDENTS)] as Student;
      try {
        const made = await rulesOf(kind).make(server, student);
        if (!made) continue;
        const move: Move = { ...made, kind, attempts: [] };
        moves.push(move);
        await Promise.all(Array.from({ length: Math.random() < SENT_TWICE ? 2 : 1 }, () => attempt(server, move)));
        if (outcomeOf(move) !== 'acknowledged') continue;
        acknowledged += 1;
        if (Math.random() < RETRIED) await attempt(server, move);
      } catch (error) {
        if (server.killed) return;
        throw error;
      }
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));
  while (acknowledged < killAfter) await Promise.race([sleep(5), clients]);
  await server.kill();
  await clients;
}

/** Sends the move once more with its key; anything but 200, an allowed 409 or (at the kill) no answer fails. */
async function attempt(server: Server, move: Move): Promise<void> {
  const answer = await send(server, move.student, move.method, move.url, move.body, move.key);
  move.attempts.push(answer);
  if (answer.status === 200 || (answer.status === 0 && server.killed)) return;
  const message = (answer.body as { message?: string } | null)?.message ?? '';
  if (answer.status === 409 && REFUSALS.includes(message)) return;
  throw new Error(`${move.method} ${move.url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

async function send(
  server: Server,
  student: Student,
  method: string,
  url: string,
  body: unknown,
  key: string | null = null,
): Promise<Attempt> {
  try {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${student.token}`,
        'content-type': 'application/json',
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    if (server.killed) return { status: 0, body: null };
    throw error;
  }
}

/**
 * Acknowledged when any sending answered 200; refused when the last answered 409 (the key had no
 * effect then, and none in flight could commit later: a sending without an answer was the kill's);
 * else unknown.
 */
function outcomeOf(move: Move): Outcome {
  if (move.attempts.some((sent) => sent.status === 200)) return 'acknowledged';
  return move.attempts.at(-1)?.status === 409 ? 'refused' : 'unknown';
}

function answerOf(move: Move): never {
  return move.attempts.find((sent) => sent.status === 200)?.body as never;
}

/** Every 200 to one move answered the same: a retry, before or after the kill, got the first answer back. */
function expectSameAnswers(move: Move): void {
  const rules = rulesOf(move.kind);
  const answers = move.attempts.filter((sent) => sent.status === 200).map((sent) => rules.replayed(sent.body as never));
  for (const answer of answers.slice(1)) expect(answer, `${move.method} ${move.url}`).toEqual(answers[0]);
}

function countOutcomes(all: readonly Move[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { acknowledged: 0, refused: 0, unknown: 0 };
  for (const move of all) counts[outcomeOf(move)] += 1;
  return counts;
}

function perKind(): string {
  return (Object.keys(MOVE_KINDS) as MoveKind[])
    .map((kind) => {
      const ofKind = moves.filter((move) => move.kind === kind);
      return `${kind} ${ofKind.filter((move) => outcomeOf(move) === 'acknowledged').length}/${ofKind.length}`;
    })
    .join(', ');
}

/** The student's investments acknowledged and not yet asked to be redeemed, marked as asked. */
function unredeemedInvestments(student: Student): string[] {
  const open = moves
    .filter((move) => move.kind === 'invest' && move.student.id === student.id && outcomeOf(move) === 'acknowledged')
    .map((move) => (answerOf(move) as InvestmentMovement).investment.id)
    .filter((id) => !redeemed.has(id));
  const chosen = open.at(-1);
  if (chosen) redeemed.add(chosen);
  return chosen ? [chosen] : [];
}

/** What the books must hold: the opening grants and each acknowledged move's effect, once per key. */
function expectedEffects(): Map<string, Effect> {
  const effects = new Map<string, Effect>();
  for (const student of world.students) {
    effects.set(openingKey(student), {
      postingKey: openingKey(student),
      lines: [
        { owner: student.id, kind: 'wallet', amount: OPENING_GRANT },
        { owner: null, kind: 'grants', amount: -OPENING_GRANT },
      ],
    });
  }
  for (const move of moves) {
    if (outcomeOf(move) !== 'acknowledged') continue;
    const effect = rulesOf(move.kind).effect(move, answerOf(move));
    if (!effect) continue;
    const known = effects.get(effect.postingKey);
    // Moves sharing a key (the week's social-media reward) have one effect, the same.
    if (known) expect(sortedLines(known.lines)).toEqual(sortedLines(effect.lines));
    effects.set(effect.postingKey, effect);
  }
  return effects;
}

async function checkBooks(db: Database, effects: Map<string, Effect>): Promise<void> {
  // Every posting of the platform, with its lines: exactly the expected ones, one per key.
  const lines = rowsOf<{ key: string; owner: string | null; kind: LedgerAccountKind; amount: number }>(
    await db.execute(sql`
      select p.idempotency_key as key, a.user_id as owner, a.kind, e.amount::int as amount
      from ledger_postings p
      join ledger_entries e on e.posting_id = p.id
      join ledger_accounts a on a.id = e.account_id
      where p.platform_id = ${world.platformId}`),
  );
  const written = new Map<string, Line[]>();
  for (const { key, ...line } of lines) written.set(key, [...(written.get(key) ?? []), line]);
  const keyCounts = rowsOf<{ key: string; n: number }>(
    await db.execute(sql`
      select idempotency_key as key, count(*)::int as n from ledger_postings
      where platform_id = ${world.platformId} group by idempotency_key having count(*) > 1`),
  );
  expect(keyCounts, 'keys with more than one posting').toEqual([]);
  expect([...written.keys()].sort()).toEqual([...effects.keys()].sort());
  for (const [key, effect] of effects) {
    expect(sortedLines(written.get(key) ?? []), key).toEqual(sortedLines(effect.lines));
  }

  // Each user's stored balances: the sum of what the expected effects put on them.
  const held = new Map<string, number>();
  for (const line of [...effects.values()].flatMap((effect) => effect.lines)) {
    if (line.owner) held.set(`${line.owner}:${line.kind}`, (held.get(`${line.owner}:${line.kind}`) ?? 0) + line.amount);
  }
  const accounts = await db
    .select({ owner: ledgerAccounts.user_id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.platform_id} = ${world.platformId} and ${ledgerAccounts.user_id} is not null`);
  const stored = new Map(accounts.map((row) => [`${row.owner}:${row.kind}`, row.balance]));
  for (const [account, balance] of held) expect(stored.get(account) ?? 0, account).toBe(balance);
  for (const [account, balance] of stored) expect(held.get(account) ?? 0, account).toBe(balance);

  // Conservation: all entries sum to 0, users hold what the system accounts issued, no balance
  // drifts from its entries or goes below zero; what was issued is the grants and yields acknowledged.
  const state = await books(db, world.platformId);
  const issued = [...effects.values()]
    .flatMap((effect) => effect.lines)
    .filter((line) => line.owner === null)
    .reduce((sum, line) => sum - line.amount, 0);
  expect(state).toEqual({ all_entries: 0, held: issued, issued, spent: 0, drifted: 0, negative: 0 });

  // The bank's records beside the postings: one per acknowledged transfer, investment and redemption.
  const answers = <T>(kind: MoveKind) =>
    moves.filter((move) => move.kind === kind && outcomeOf(move) === 'acknowledged').map((move) => answerOf(move) as T);
  const transfers = await db.select({ id: ledgerTransfers.posting_id }).from(ledgerTransfers);
  expect(transfers.map((row) => row.id).sort()).toEqual(
    answers<TransferResponse>('transfer')
      .map((answer) => answer.transfer.id)
      .sort(),
  );
  const investments = await db
    .select({ id: ledgerInvestments.id, redeemed: sql<boolean>`${ledgerInvestments.redeemed_at} is not null` })
    .from(ledgerInvestments)
    .where(eq(ledgerInvestments.platform_id, world.platformId));
  expect(investments.map((row) => row.id).sort()).toEqual(
    answers<InvestmentMovement>('invest')
      .map((answer) => answer.investment.id)
      .sort(),
  );
  expect(
    investments
      .filter((row) => row.redeemed)
      .map((row) => row.id)
      .sort(),
  ).toEqual(
    answers<InvestmentMovement>('redeem')
      .map((answer) => answer.investment.id)
      .sort(),
  );
}

const openingKey = (student: Student) => `opening:${student.id}`;

function sortedLines(lines: readonly Line[]): Line[] {
  const order = (line: Line) => `${line.owner ?? ''}:${line.kind}:${line.amount}`;
  return [...lines].sort((a, b) => order(a).localeCompare(order(b)));
}

async function inParallel<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/**
 * A platform that pays the social-media reward, a classroom of STUDENTS students (each signed in,
 * with a transfer password and OPENING_GRANT pokz) and one library challenge they may play.
 */
async function seed(target: Store): Promise<World> {
  const database = await target.open();
  try {
    const { db } = database;
    const platform = await buildPlatform(db, {
      theme: { configs: { social_media_pokz: 'true' }, links: { [SOCIAL_MEDIA]: 'instagram.com/escola' } },
    });
    const school = await buildSchool(db, platform);
    const { grade_id: gradeId } = await buildClassroom(db, platform, school.id, 5);
    const teacher = await buildUser(db, platform, 'school_teacher', { schoolId: school.id });
    const { students } = await seedBulkClassroom(
      db,
      { platformId: platform.id, schoolId: school.id, gradeId, teacherId: teacher.id },
      { name: 'conservacao', students: STUDENTS, passwordHash: teacher.password_hash },
    );
    const transferPassword = await hashPassword(TRANSFER_PASSWORD);
    await db
      .insert(ledgerTransferPasswords)
      .values(
        students.map((student) => ({ platform_id: platform.id, user_id: student.id, password_hash: transferPassword })),
      );
    for (const student of students) {
      await grantPokz(db, systemClock, platform.id, student.id, OPENING_GRANT, openingKey(student));
    }
    const authored = SEED_CHALLENGES.find((challenge) => challenge.interaction === 'multiple_choice');
    if (!authored) throw new Error('the seed has no multiple-choice challenge');
    const library = {
      platform: platform.slug,
      author: teacher.username,
      levelPlatforms: [platform.slug],
      gameOrigins: [],
    };
    await seedChallenges(db, library, [authored]);
    const [content] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from game_contents where platform_id = ${platform.id} and seed_key = ${authored.key}`,
      ),
    );
    if (!content) throw new Error('the challenge was not seeded');
    const rounds = gameContentDataFor('multiple_choice').parse(authored.data).challenges;
    return {
      platformId: platform.id,
      students: students.map(({ id, token }) => ({ id, token })),
      challenge: {
        id: content.id,
        rounds: rounds.map((round) => ({
          order: round.order,
          right: round.correct[0] ?? '',
          wrong: round.wrong[0] ?? '',
        })),
      },
    };
  } finally {
    // PGlite lets one process at a time open its directory: the server's, from now on.
    await database.close();
  }
}
