import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, TRANSFER_DAILY_LIMIT, type TransferBody, type TransferResponse } from '@ava/contracts';
import { type Answer, sendForBody } from '../http-client.ts';
import { runRateSweep, type StepPlan, type SweepRun } from '../rate-sweep.ts';
import { LEDGER, type PreparedLedger, type PreparedStudent } from './world.ts';

export const TRANSFER_PATH = '/api/identity/transactions/pokz/transfer';

/** The kinds of movement the sweep sends, each the ledger's event type of its postings (MOVEMENTS says how). */
export const MOVEMENT_NAMES = ['transfer'] as const;
export type MovementName = (typeof MOVEMENT_NAMES)[number];

/** One movement sent: its kind, the posting key it asked for, and what came back. */
export interface MovementOutcome {
  kind: MovementName;
  /** The posting's idempotency key in the ledger (`transfer:<sender>:<Idempotency-Key>`). */
  postingKey: string;
  /** 0 when the connection failed. */
  status: number;
  /** The posting acknowledged (its id, as the answer gives it), null unless 200. */
  postingId: string | null;
  /** The accounts' owners the posting moves `amount` between. */
  from: string;
  to: string;
  amount: number;
}

/**
 * A kind of ledger movement the sweep sends: whether a student may still make one, and one made.
 * The store's purchase (when it lands) is one more name above and one more entry of MOVEMENTS, with
 * its share of the sweep; the check and the report read every kind alike.
 */
interface Movement {
  /** Share of the movements offered, among the kinds listed. */
  share: number;
  canMove(sent: StudentTally): boolean;
  /** One movement by the student, with its latency. */
  move(baseUrl: string, world: PreparedLedger, student: PreparedStudent): Promise<MovementOutcome & { ms: number }>;
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
        postingId: answer.status === 200 ? (JSON.parse(answer.body) as TransferResponse).transfer.id : null,
        from: student.id,
        to: receiver.id,
        amount: LEDGER.transferAmount,
        ms: answer.ms,
      };
    },
  },
};

export interface MovementRun extends SweepRun {
  students: number;
  /** Share of each kind among the movements sent. */
  shares: Record<MovementName, number>;
}

/**
 * The open-loop rate sweep (runRateSweep) of ledger movements: each goes to a random student not
 * waiting for an answer and with movements left, who makes one of a kind picked by MOVEMENTS'
 * shares. The latency is the request's.
 */
export async function runMovements(
  baseUrl: string,
  world: PreparedLedger,
  plan: readonly StepPlan[],
): Promise<{ run: MovementRun; outcomes: MovementOutcome[] }> {
  const outcomes: MovementOutcome[] = [];
  const tallies = world.students.map(() => Object.fromEntries(MOVEMENT_NAMES.map((name) => [name, 0])) as StudentTally);
  const open = (student: number) =>
    MOVEMENT_NAMES.filter((name) => MOVEMENTS[name].canMove(tallies[student] as StudentTally));

  const moveNext = async (student: number): Promise<Answer> => {
    const tally = tallies[student] as StudentTally;
    const name = pickByShare(open(student));
    tally[name] += 1;
    const { ms, ...outcome } = await MOVEMENTS[name].move(baseUrl, world, world.students[student] as PreparedStudent);
    outcomes.push(outcome);
    return { status: outcome.status, ms };
  };

  const sweep = await runRateSweep(world.students.length, plan, moveNext, (student) => open(student).length > 0);
  const shares = Object.fromEntries(
    MOVEMENT_NAMES.map((name) => [name, outcomes.filter((outcome) => outcome.kind === name).length / outcomes.length]),
  ) as Record<MovementName, number>;
  return { run: { students: world.students.length, shares, ...sweep }, outcomes };
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
