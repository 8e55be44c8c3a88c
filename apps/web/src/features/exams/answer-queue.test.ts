import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { jsonResponse } from '../../test/fetch.ts';
import { AnswerQueue, type PendingAnswer, RETRY_FIRST_MS, sendKeptAnswers } from './answer-queue.ts';
import { saveAnswer } from './api/exam-taking.ts';

const ACTIVITY = '7c0e1a52-5f7e-4a43-9d0b-1f1a0c6b9a01';
const USER = 'aluno-1';
const STARTED = '2026-03-02T12:00:00.000Z';
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

type Server = 'up' | 'down' | 'failing' | 'refusing';

/** The server as the network shows it: saves what it receives, or is unreachable, failing or refusing. */
function exchange() {
  const state = { server: 'up' as Server, saved: [] as PendingAnswer[], calls: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    state.calls += 1;
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/exam/save_result') return jsonResponse(404, { message: 'not found' });
    if (state.server === 'down') throw new TypeError('Failed to fetch');
    if (state.server === 'failing') return jsonResponse(503, { message: 'Serviço indisponível' });
    if (state.server === 'refusing')
      return jsonResponse(409, { message: 'O tempo da prova acabou. A resposta não foi registrada.' });
    const { question_id, alternative_id, seq } = JSON.parse(String(init.body));
    state.saved.push({ question_id, alternative_id, seq });
    return jsonResponse(200, { saved: true, time_left: 600 });
  });
  return state;
}

let online = true;
const queues: AnswerQueue[] = [];

function openQueue(
  onRefused?: (answer: PendingAnswer, message: string) => void,
  attempt = STARTED,
  seqFloor?: () => number,
) {
  const queue = new AnswerQueue({
    user: USER,
    activity: ACTIVITY,
    attempt,
    seqFloor,
    send: (answer) => saveAnswer(ACTIVITY, answer),
    onRefused,
  });
  queues.push(queue);
  return queue;
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** What a reload would find on the device. */
const stored = () => JSON.parse(localStorage.getItem(`ava.exam_answers.${USER}.${ACTIVITY}`) ?? 'null');

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers();
});

afterEach(() => {
  for (const queue of queues.splice(0)) queue.dispose();
  vi.useRealTimers();
});

describe('the answer queue of an exam', () => {
  it('sends a choice at once and forgets it on the device once the server has it', async () => {
    const server = exchange();
    const queue = openQueue();
    queue.choose(Q1, A);
    expect(queue.getSnapshot().pending.has(Q1)).toBe(true);
    expect(stored().pending).toEqual([{ question_id: Q1, alternative_id: A, seq: 1 }]);

    await vi.advanceTimersByTimeAsync(0);

    expect(server.saved).toEqual([{ question_id: Q1, alternative_id: A, seq: 1 }]);
    expect(queue.getSnapshot().pending.size).toBe(0);
    expect(queue.getSnapshot().chosen).toEqual({ [Q1]: A });
    expect(stored()).toEqual({ attempt: STARTED, seq: 1, pending: [] });
  });

  it('keeps the answers chosen offline through a reload and sends them in order when the connection returns', async () => {
    const server = exchange();
    online = false;
    const before = openQueue();
    before.choose(Q1, A);
    before.choose(Q2, B);
    before.choose(Q1, B);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(0);
    expect([...before.getSnapshot().pending]).toEqual([Q2, Q1]);
    before.dispose();

    const reloaded = openQueue();
    expect(reloaded.getSnapshot().chosen).toEqual({ [Q1]: B, [Q2]: B });
    expect(reloaded.getSnapshot().pending.size).toBe(2);

    goOnline();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.saved).toEqual([
      { question_id: Q2, alternative_id: B, seq: 2 },
      { question_id: Q1, alternative_id: B, seq: 3 },
    ]);
    expect(reloaded.getSnapshot().pending.size).toBe(0);
    expect(stored().pending).toEqual([]);
  });

  it('keeps an answer through network failures and server errors, retrying with a growing pause', async () => {
    const server = exchange();
    server.server = 'down';
    const queue = openQueue();
    queue.choose(Q1, A);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(1);

    server.server = 'failing';
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(server.calls).toBe(2);
    expect(queue.getSnapshot().pending.has(Q1)).toBe(true);
    expect(stored().pending).toHaveLength(1);

    server.server = 'up';
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(server.calls).toBe(3);
    expect(server.saved).toEqual([{ question_id: Q1, alternative_id: A, seq: 1 }]);
    expect(queue.getSnapshot().pending.size).toBe(0);
  });

  it('drops an answer the server refuses, says why, and shows the choice the server has', async () => {
    const server = exchange();
    server.server = 'refusing';
    const refused: string[] = [];
    const queue = openQueue((_, message) => refused.push(message));
    queue.choose(Q1, A);
    await vi.advanceTimersByTimeAsync(0);

    expect(refused).toEqual(['O tempo da prova acabou. A resposta não foi registrada.']);
    expect(queue.getSnapshot()).toEqual({ chosen: {}, pending: new Set() });
    expect(stored().pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toBe(1);
  });

  it('keeps the newest choice when the student changes their mind while the first is on its way', async () => {
    const server = exchange();
    const queue = openQueue();
    queue.choose(Q1, A);
    queue.choose(Q1, B);
    expect(queue.getSnapshot().chosen).toEqual({ [Q1]: B });
    await vi.advanceTimersByTimeAsync(0);

    expect(server.saved.at(-1)).toEqual({ question_id: Q1, alternative_id: B, seq: 2 });
    expect(queue.getSnapshot().pending.size).toBe(0);
  });

  it('does not send to a new attempt the answers kept from one since remade', async () => {
    const server = exchange();
    online = false;
    openQueue().choose(Q1, A);

    online = true;
    const remade = openQueue(undefined, '2026-03-03T12:00:00.000Z');
    await remade.flush();

    expect(server.calls).toBe(0);
    expect(remade.getSnapshot().chosen).toEqual({});
  });

  it('numbers the choices of a device that starts afresh above those an earlier device sent', async () => {
    const server = exchange();
    let elapsed = 90_000;
    const first = openQueue(undefined, STARTED, () => elapsed);
    first.choose(Q1, A);
    first.choose(Q1, B);
    await vi.advanceTimersByTimeAsync(0);
    first.dispose();
    localStorage.clear();

    elapsed = 95_000;
    const other = openQueue(undefined, STARTED, () => elapsed);
    other.choose(Q1, A);
    await vi.advanceTimersByTimeAsync(0);

    expect(server.saved.map((answer) => answer.seq)).toEqual([90_000, 90_001, 95_000]);
  });

  it('is kept apart from the session state, so logging out does not lose it', () => {
    exchange();
    online = false;
    openQueue().choose(Q1, A);
    expect(Object.values(STORAGE_KEYS)).not.toContain(`ava.exam_answers.${USER}.${ACTIVITY}`);
    expect(stored().pending).toHaveLength(1);
  });

  it('sends the answers a closed tab kept, from any page, until the exam page takes over', async () => {
    const server = exchange();
    online = false;
    const closedTab = openQueue();
    closedTab.choose(Q1, A);
    closedTab.choose(Q2, B);
    closedTab.dispose(); // the tab is closed while offline
    online = true;

    const stop = sendKeptAnswers(USER, (exam) => (exam === ACTIVITY ? (answer) => saveAnswer(ACTIVITY, answer) : null));
    await vi.runAllTimersAsync();

    expect(server.saved.map((answer) => answer.question_id)).toEqual([Q1, Q2]);
    expect(stored().pending).toEqual([]);
    stop();
  });

  it('leaves an exam to its page once the page opens it', async () => {
    const server = exchange();
    server.server = 'down';
    const closedTab = openQueue();
    closedTab.choose(Q1, A);
    closedTab.dispose();
    const stop = sendKeptAnswers(USER, () => (answer) => saveAnswer(ACTIVITY, answer));
    await vi.advanceTimersByTimeAsync(0);

    const page = openQueue(); // the student opens the exam: the background sender steps aside
    page.choose(Q2, B);
    server.server = 'up';
    await vi.runAllTimersAsync();

    expect(stored().pending).toEqual([]);
    expect(new Set(server.saved.map((answer) => answer.question_id))).toEqual(new Set([Q1, Q2]));
    stop();
  });
});
