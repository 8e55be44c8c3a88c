import { isRefusal } from '../../lib/http/http-error.ts';
import { readRecord, recordsUnder, removeRecord, writeRecord } from '../../lib/storage.ts';

/** One choice of an alternative, numbered by the exam's increasing counter. */
export interface PendingAnswer {
  question_id: string;
  alternative_id: string;
  seq: number;
}

/** What survives a reload or a closed tab: the attempt, the last counter used and the answers not yet acknowledged. */
interface StoredAnswers {
  attempt: string;
  seq: number;
  pending: PendingAnswer[];
}

export interface AnswerQueueSnapshot {
  /** The newest local choice of each question (pending or acknowledged in this page). */
  chosen: Readonly<Record<string, string>>;
  /** Questions whose newest choice has not reached the server yet. */
  pending: ReadonlySet<string>;
}

export interface AnswerQueueOptions {
  user: string;
  activity: string;
  /** The attempt (its start time): answers kept from an earlier attempt, since remade, are not sent to this one. */
  attempt: string;
  /**
   * The least counter a new choice may take. The server keeps, per question, the choice with the
   * highest counter; a device that starts counting afresh (another tablet, cleared storage) must
   * still count above what an earlier device sent, so the counter follows the exam's own clock.
   */
  seqFloor?: () => number;
  /** Saves one answer; resolves once the server acknowledged it. */
  send: (answer: PendingAnswer) => Promise<unknown>;
  /** The server refused the answer for good (time over, exam finished...): it was dropped. */
  onRefused?: (answer: PendingAnswer, message: string) => void;
}

export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
const SEQ_MAX = 2_147_483_647;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Drops what this device kept of a student's exam (once the attempt is over). */
export function forgetAnswers(user: string, activity: string): void {
  removeRecord('examAnswers', [user, activity]);
}

/** The queue of each exam open on this page, by user and exam: a newer queue of the same exam takes over. */
const liveQueues = new Map<string, AnswerQueue>();

/**
 * The answers of one student's exam on their way to the server. Every choice is stored on the
 * device before it is sent, sent at once and in the order it was made, and kept (and shown as
 * pending) while the network or the server fails: it is resent when the browser comes back
 * online, with a growing pause between retries, and when the page is opened again.
 */
export class AnswerQueue {
  private readonly key: readonly string[];
  private seq: number;
  private pending: PendingAnswer[];
  private readonly chosen = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private snapshot: AnswerQueueSnapshot;
  private sending = false;
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly options: AnswerQueueOptions) {
    this.key = [options.user, options.activity];
    // One writer per exam's record: a queue sending kept answers in the background steps aside.
    liveQueues.get(this.key.join('.'))?.dispose();
    liveQueues.set(this.key.join('.'), this);
    const found = readRecord<StoredAnswers>('examAnswers', this.key);
    const stored = found?.attempt === options.attempt ? found : null;
    this.seq = stored?.seq ?? 0;
    this.pending = [...(stored?.pending ?? [])].sort((a, b) => a.seq - b.seq);
    for (const answer of this.pending) this.chosen.set(answer.question_id, answer.alternative_id);
    this.snapshot = this.takeSnapshot();
    window.addEventListener('online', this.onOnline);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AnswerQueueSnapshot => this.snapshot;

  /** Records a choice on the device, then sends it. */
  choose(questionId: string, alternativeId: string): void {
    this.seq = Math.min(SEQ_MAX, Math.max(this.seq + 1, Math.floor(this.options.seqFloor?.() ?? 0)));
    this.pending = [
      ...this.pending.filter((answer) => answer.question_id !== questionId),
      { question_id: questionId, alternative_id: alternativeId, seq: this.seq },
    ];
    this.chosen.set(questionId, alternativeId);
    this.changed();
    void this.flush();
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Sends the pending answers one by one, oldest first; stops at the first failure worth a retry. */
  async flush(): Promise<void> {
    if (this.sending || this.disposed) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.sending = true;
    try {
      while (this.pending.length > 0 && !this.disposed) {
        if (isOffline()) return this.retryLater();
        const answer = this.pending[0] as PendingAnswer;
        try {
          await this.options.send(answer);
          this.retries = 0;
          this.settle(answer);
        } catch (error) {
          if (!isRefusal(error)) return this.retryLater();
          this.settle(answer);
          if (!this.pending.some((other) => other.question_id === answer.question_id)) {
            this.chosen.delete(answer.question_id);
            this.changed();
          }
          this.options.onRefused?.(answer, error instanceof Error ? error.message : String(error));
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** Forgets the exam's answers on this device (the attempt is over). */
  clear(): void {
    clearTimeout(this.timer);
    this.pending = [];
    this.chosen.clear();
    forgetAnswers(this.options.user, this.options.activity);
    this.snapshot = this.takeSnapshot();
    this.emit();
  }

  dispose(): void {
    if (liveQueues.get(this.key.join('.')) === this) liveQueues.delete(this.key.join('.'));
    this.disposed = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
    this.listeners.clear();
  }

  private readonly onOnline = () => {
    this.retries = 0;
    void this.flush();
  };

  private retryLater(): void {
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.retries);
    this.retries += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  /** The server has this answer: it leaves the queue unless a newer choice of its question replaced it. */
  private settle(answer: PendingAnswer): void {
    this.pending = this.pending.filter((other) => other.seq !== answer.seq);
    this.changed();
  }

  private changed(): void {
    // Once disposed another queue may own the record: an answer acknowledged now stays there and is
    // sent again later, which the server ignores (same seq).
    if (this.disposed) return;
    writeRecord('examAnswers', this.key, {
      attempt: this.options.attempt,
      seq: this.seq,
      pending: this.pending,
    } satisfies StoredAnswers);
    this.snapshot = this.takeSnapshot();
    this.emit();
  }

  private takeSnapshot(): AnswerQueueSnapshot {
    return {
      chosen: Object.fromEntries(this.chosen),
      pending: new Set(this.pending.map((answer) => answer.question_id)),
    };
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Sends, in the background, the answers this device kept of the user's activity exams (a tab closed
 * offline, a student who never reopened the exam). Each exam gets its queue, retrying as the
 * player's does, until the player opens that exam and takes over. Returns the way to stop.
 */
export function sendKeptAnswers(
  user: string,
  /** How to send an exam's answers; null leaves that exam's to its own player. */
  senderOf: (exam: string) => AnswerQueueOptions['send'] | null,
): () => void {
  const queues = recordsUnder('examAnswers', [user]).flatMap((exam) => {
    const stored = readRecord<StoredAnswers>('examAnswers', [user, exam]);
    const send = senderOf(exam);
    if (!send || !stored?.pending.length || liveQueues.has(`${user}.${exam}`)) return [];
    const queue = new AnswerQueue({ user, activity: exam, attempt: stored.attempt, send });
    void queue.flush();
    return [queue];
  });
  return () => {
    for (const queue of queues) queue.dispose();
  };
}
