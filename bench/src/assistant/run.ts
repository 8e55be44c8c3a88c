/**
 * `npm run assistant -w @ava/bench`: the assistant's streamed chat on the embedded engine
 * (issue 26). The server is built in this process on the demo seed (PGlite in memory, or
 * DATABASE_URL's PostgreSQL) and listens on a local port; each question is a real HTTP
 * request read as a stream: time to the first `chunk` event (goal < 500 ms) and to `done`.
 * Baseline from the same run: GET /assistant/chats, a plain read of the same service.
 * BENCH_ASSISTANT_QUESTIONS sets how many questions (default 300).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASSISTANT_MESSAGES_PER_MINUTE, ASSISTANT_PRODUCT, ASSISTANT_PRODUCT_HEADER } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { platforms } from '../../../apps/server/src/modules/platforms/platforms.tables.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed.ts';
import { buildUser, type PlatformRow } from '../../../apps/server/test/tenant.fixture.ts';

const QUESTIONS = [
  'O que é a fotossíntese?',
  'Como funciona o ciclo da água?',
  'O que são frações no dia a dia?',
  'Quais são os pontos cardeais?',
  'O que é o sistema solar?',
  'Como resolver equações do primeiro grau?',
  'O que são os seres vivos?',
  'Quando usar R e RR?',
  'Quem ganhou a copa de 1970?',
  'Me explique a tabuada de multiplicação',
];
const COUNT = Number(process.env.BENCH_ASSISTANT_QUESTIONS ?? 300);
const GOAL_FIRST_TOKEN_MS = 500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-assistant-'));
const config = { ...parseConfig(), DATA_DIR: dataDir, AI_BASE_URL: undefined };
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { memory: true });
try {
  console.log(`Assistant chat, embedded engine, on ${database.kind}: seeding the demo...`);
  await seedDemo(database.db, config);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const [platform] = await database.db.select().from(platforms).where(eq(platforms.slug, 'demo'));
    // Enough students that none passes the per-minute limit of questions.
    const students = Math.ceil(COUNT / ASSISTANT_MESSAGES_PER_MINUTE);
    const tokens: string[] = [];
    for (let i = 0; i < students; i += 1) {
      const user = await buildUser(database.db, platform as PlatformRow, 'school_student', {
        username: `bench-assistente-${i}`,
      });
      const login = await fetch(`${base}/api/identity/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: 'senha-de-teste', platform: 'demo' }),
      });
      tokens.push(((await login.json()) as { auth_token: string }).auth_token);
    }
    const headers = (token: string) => ({
      authorization: `Bearer ${token}`,
      [ASSISTANT_PRODUCT_HEADER]: ASSISTANT_PRODUCT,
      'content-type': 'application/json',
    });
    const chats: string[] = [];
    for (const token of tokens) {
      const chat = await fetch(`${base}/api/assistant/assistant/chat`, {
        method: 'POST',
        headers: headers(token),
        body: '{}',
      });
      chats.push(((await chat.json()) as { id: string }).id);
    }

    const firstToken: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const who = i % tokens.length;
      const started = performance.now();
      const response = await fetch(`${base}/api/assistant/assistant/chat/message?platform=demo`, {
        method: 'POST',
        headers: headers(tokens[who] ?? ''),
        body: JSON.stringify({ chat_id: chats[who], message: QUESTIONS[i % QUESTIONS.length] }),
      });
      if (!response.ok || !response.body) throw new Error(`question ${i} answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let first: number | null = null;
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
        if (first === null && text.includes('event: chunk')) first = performance.now() - started;
      }
      if (first === null) throw new Error(`question ${i}: no chunk`);
      firstToken.push(first);
      whole.push(performance.now() - started);
    }

    const baseline: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/assistant/assistant/chats`, {
        headers: headers(tokens[i % tokens.length] ?? ''),
      });
      await response.arrayBuffer();
      baseline.push(performance.now() - started);
    }

    console.log(`${COUNT} questions, one at a time, over HTTP on 127.0.0.1:`);
    console.log(`  first token:     ${summary(firstToken)} (goal p99 < ${GOAL_FIRST_TOKEN_MS} ms)`);
    console.log(`  whole answer:    ${summary(whole)} (words paced ${config.AI_EMBEDDED_PACE_MS} ms apart)`);
    console.log(`  baseline GET /assistant/chats: ${summary(baseline)}`);
    const met = percentile(firstToken, 99) < GOAL_FIRST_TOKEN_MS;
    console.log(met ? 'GOAL MET' : 'GOAL MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
