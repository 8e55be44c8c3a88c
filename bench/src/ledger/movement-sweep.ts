import { randomUUID } from 'node:crypto';
import {
  type BuyProductBody,
  type BuyProductResponse,
  IDEMPOTENCY_HEADER,
  TRANSFER_DAILY_LIMIT,
  type TransferBody,
  type TransferResponse,
} from '@ava/contracts';
import { type Answer, sendForBody } from '../http-client.ts';
import { percentiles, runRateSweep, type StepPlan, type SweepRun } from '../rate-sweep.ts';
import { LEDGER, type PreparedLedger, type PreparedProduct, type PreparedStudent } from './world.ts';

export const TRANSFER_PATH = '/api/identity/transactions/pokz/transfer';
export const BUY_PATH = '/api/store/buy_product';

/** The kinds of movement the sweep sends, each the ledger's event type of its postings (MOVEMENTS says how). */
export const MOVEMENT_NAMES = ['transfer', 'purchase'] as const;
export type MovementName = (typeof MOVEMENT_NAMES)[number];

/** One movement sent: its kind, the posting key it asked for, and what came back. */
export interface MovementOutcome {
  kind: MovementName;
  /** The posting's idempotency key in the ledger (`<kind>:<student>:<Idempotency-Key>`). */
  postingKey: string;
  /** 0 when the connection failed. */
  status: number;
  /**
   * What the answer acknowledged, null unless 200: a transfer's posting id; a purchase's id, whose
   * posting the store's purchase row names.
   */
  acknowledgedId: string | null;
  /** The accounts' owners the posting moves `amount` between (null: the platform's sales account). */
  from: string;
  to: string | null;
  amount: number;
}

/**
 * A kind of ledger movement the sweep sends: whether a student may still make one, and one made.
 * The check and the report read every kind alike.
 */
interface Movement {
  /** Share of the movements offered, among the kinds listed. */
  share: number;
  canMove(sent: StudentTally, world: PreparedLedger): boolean;
  /** The student's movement number `sent` (from 0) of this kind, with its latency. */
  move(
    baseUrl: string,
    world: PreparedLedger,
    student: PreparedStudent,
    sent: number,
  ): Promise<MovementOutcome & { ms: number }>;
}

/** What a student sent so far, per kind. */
type StudentTally = Record<MovementName, number>;

const MOVEMENTS: Record<MovementName, Movement> = {
  /** To a random classmate, LEDGER.transferAmount pokz, with the transfer password and a new Idempotency-Key. */
  transfer: {
    share: 1,
    // The day's limit counts what was asked, acknowledged or not.
    canMove: (sent) => (sent.transfer + 1) * LEDGER.transferAmount <= TRANSFER_DAILY_LIMIT,
    async move(baseUrl, world, student) {
      const classmates = world.classrooms[student.classroom] ?? [];
      let receiver = student;
      while (receiver.id === student.id) {
        receiver = world.students[classmates[Math.floor(Math.random() * classmates.length)] ?? 0] ?? student;
      }
      const key = randomUUID();
      const body: TransferBody = {
        receiver_id: receiver.id,
        amount: LEDGER.transferAmount,
        transfer_password: LEDGER.transferPassword,
      };
      const answer = await sendForBody(baseUrl, 'POST', TRANSFER_PATH, student.token, body, {
        [IDEMPOTENCY_HEADER]: key,
      });
      return {
        kind: 'transfer',
        postingKey: `transfer:${student.id}:${key}`,
        status: answer.status,
        acknowledgedId: answer.status === 200 ? (JSON.parse(answer.body) as TransferResponse).transfer.id : null,
        from: student.id,
        to: receiver.id,
        amount: LEDGER.transferAmount,
        ms: answer.ms,
      };
    },
  },
  /**
   * The store's products owned once, each student buying them in an order of their own (rotated by
   * their index) at the price shown, with a new Idempotency-Key: wallet to the platform's sales.
   */
  purchase: {
    share: 1,
    canMove: (sent, world) => sent.purchase < world.products.length,
    async move(baseUrl, world, student, sent) {
      const index = world.students.indexOf(student);
      const product = world.products[(index + sent) % world.products.length] as PreparedProduct;
      const key = randomUUID();
      const body: BuyProductBody = { product_id: product.id, price: product.price };
      const answer = await sendForBody(baseUrl, 'POST', BUY_PATH, student.token, body, { [IDEMPOTENCY_HEADER]: key });
      return {
        kind: 'purchase',
        postingKey: `purchase:${student.id}:${key}`,
        status: answer.status,
        acknowledgedId: answer.status === 200 ? (JSON.parse(answer.body) as BuyProductResponse).purchase.id : null,
        from: student.id,
        to: null,
        amount: product.price,
        ms: answer.ms,
      };
    },
  },
};

export interface MovementRun extends SweepRun {
  students: number;
  /** Share of each kind among the sweep's movements. */
  shares: Record<MovementName, number>;
  /**
   * Each student's first transfer, sent before the sweep (FIRST_TRANSFERS_IN_FLIGHT at a time) and
   * not in its figures: the one whose transfer password is checked with argon2 (the next ones, within
   * the quarter of an hour the server remembers it, with an HMAC).
   */
  firstTransfers: {
    requests: number;
    inFlight: number;
    failures: number;
    seconds: number;
    p50Ms: number;
    p99Ms: number;
  };
}

const FIRST_TRANSFERS_IN_FLIGHT = 8;

/**
 * The students' movements: each one's first transfer, then the open-loop rate sweep (runRateSweep):
 * each movement goes to a random student not waiting for an answer and with movements left, who
 * makes one of a kind picked by MOVEMENTS' shares. The latency is the request's. `outcomes` holds
 * every movement sent, first transfers included.
 */
export function createMovements(baseUrl: string, world: PreparedLedger) {
  const outcomes: MovementOutcome[] = [];
  const tallies = world.students.map(() => Object.fromEntries(MOVEMENT_NAMES.map((name) => [name, 0])) as StudentTally);
  const open = (student: number) =>
    MOVEMENT_NAMES.filter((name) => MOVEMENTS[name].canMove(tallies[student] as StudentTally, world));
  const move = async (student: number, name: MovementName): Promise<Answer> => {
    const tally = tallies[student] as StudentTally;
    const sent = tally[name];
    tally[name] += 1;
    const { ms, ...outcome } = await MOVEMENTS[name].move(
      baseUrl,
      world,
      world.students[student] as PreparedStudent,
      sent,
    );
    outcomes.push(outcome);
    return { status: outcome.status, ms };
  };

  return {
    outcomes,

    async firstTransfers(): Promise<MovementRun['firstTransfers']> {
      const started = performance.now();
      const queue = world.students.map((_, index) => index);
      const answers: Answer[] = [];
      await Promise.all(
        Array.from({ length: FIRST_TRANSFERS_IN_FLIGHT }, async () => {
          for (let student = queue.shift(); student !== undefined; student = queue.shift()) {
            answers.push(await move(student, 'transfer'));
          }
        }),
      );
      return {
        requests: answers.length,
        inFlight: FIRST_TRANSFERS_IN_FLIGHT,
        failures: answers.filter((answer) => answer.status !== 200).length,
        seconds: (performance.now() - started) / 1000,
        ...percentiles(answers),
      };
    },

    async sweep(plan: readonly StepPlan[]): Promise<SweepRun & Pick<MovementRun, 'shares'>> {
      const before = outcomes.length;
      const sweep = await runRateSweep(
        world.students.length,
        plan,
        (student) => move(student, pickByShare(open(student))),
        (student) => open(student).length > 0,
      );
      const swept = outcomes.slice(before);
      const shares = Object.fromEntries(
        MOVEMENT_NAMES.map((name) => [name, swept.filter((outcome) => outcome.kind === name).length / swept.length]),
      ) as Record<MovementName, number>;
      return { shares, ...sweep };
    },
  };
}

function pickByShare(names: readonly MovementName[]): MovementName {
  const total = names.reduce((sum, name) => sum + MOVEMENTS[name].share, 0);
  let left = Math.random() * total;
  for (const name of names) {
    left -= MOVEMENTS[name].share;
    if (left < 0) return name;
  }
  return names.at(-1) as MovementName;
}
