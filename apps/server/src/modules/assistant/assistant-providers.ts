import { ASSISTANT_MESSAGES, type AssistantEngine } from '@ava/contracts';
import type { ChatTurn, OpenAiCompatibleClient } from '../../platform/ai/openai-compatible.ts';
import type { Passage } from './assistant-retrieval.ts';

/** What an engine is given: the question, the chat so far and the passages found for it. */
export interface AnswerInput {
  question: string;
  history: readonly ChatTurn[];
  passages: readonly Passage[];
  signal?: AbortSignal;
}

/** One engine of the assistant's chat: the answer's text piece by piece (sources are the passages given). */
export interface AssistantProvider {
  engine: AssistantEngine;
  answer(input: AnswerInput): AsyncIterable<string>;
}

/** Text as the pieces a reader sees appear: each word with the space before it. */
function* wordsOf(text: string): Generator<string> {
  for (const match of text.matchAll(/\s*\S+/g)) yield match[0];
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

/** The embedded engine's answer: the passages quoted, each with the number of its source. */
export function composeAnswer(passages: readonly Passage[]): string {
  if (passages.length === 0) return ASSISTANT_MESSAGES.notFoundInContent;
  const quoted = passages.map((passage, index) => `[${index + 1}] ${passage.source.title}: ${passage.excerpt}`);
  return ['Encontrei isto no conteúdo da plataforma:', ...quoted].join('\n\n');
}

/**
 * The embedded engine (no network, no model): the answer is made of the passages found.
 * `paceMs` spaces the words out, so a reader sees the answer being written rather than a
 * block appearing at once; the first word leaves at once.
 */
export function createEmbeddedProvider(options: { paceMs: number }): AssistantProvider {
  return {
    engine: 'embedded',
    async *answer({ passages, signal }) {
      let first = true;
      for (const word of wordsOf(composeAnswer(passages))) {
        if (signal?.aborted) return;
        if (!first) await pause(options.paceMs, signal);
        first = false;
        yield word;
      }
    },
  };
}

const SYSTEM_PROMPT = [
  'Você é o assistente de estudos de uma plataforma escolar brasileira e conversa com estudantes e professores.',
  'Responda em português do Brasil, com frases curtas e claras, adequadas a crianças e adolescentes.',
  'Use somente os trechos do conteúdo da plataforma dados abaixo. Cite a fonte de cada informação com o número entre colchetes, como [1].',
  `Se os trechos não responderem à pergunta, diga apenas: "${ASSISTANT_MESSAGES.notFoundInContent}"`,
  'Não trate de assuntos impróprios para a escola e não peça nem repita dados pessoais.',
].join(' ');

/** The system turn: the rules, then the numbered passages the answer must rest on. */
export function groundingPrompt(passages: readonly Passage[]): string {
  const numbered = passages.map((passage, index) => `[${index + 1}] ${passage.source.title}: ${passage.excerpt}`);
  return `${SYSTEM_PROMPT}\n\nConteúdo da plataforma:\n${numbered.join('\n')}`;
}

/**
 * An OpenAI-compatible model, grounded by the same passages. The caller hands it the question
 * and history with people's names already taken out (assistant.service).
 */
export function createExternalProvider(client: OpenAiCompatibleClient): AssistantProvider {
  return {
    engine: 'external',
    answer({ question, history, passages, signal }) {
      const messages: ChatTurn[] = [
        { role: 'system', content: groundingPrompt(passages) },
        ...history,
        { role: 'user', content: question },
      ];
      return client.streamChat(messages, { signal });
    },
  };
}
