/**
 * A client of any server that speaks OpenAI's chat completions API (OpenAI, Ollama, vLLM...),
 * streamed: POST {base}/chat/completions with stream: true, read as server-sent events whose
 * `data:` lines carry JSON deltas and end with `data: [DONE]`. Shared by the assistant's chat
 * and whatever else asks a model.
 */

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for the answer's headers and between two pieces of it. */
  timeoutMs: number;
}

/** The model could not be reached, refused, went quiet or broke its stream. */
export class ModelStreamError extends Error {}

interface Delta {
  choices?: { delta?: { content?: string | null } }[];
}

export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  /** The answer's text, piece by piece; throws ModelStreamError on any failure, aborts on `signal`. */
  async function* streamChat(
    messages: readonly ChatTurn[],
    settings: { signal?: AbortSignal; temperature?: number } = {},
  ): AsyncGenerator<string> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs);
    };
    const stop = () => controller.abort();
    settings.signal?.addEventListener('abort', stop, { once: true });
    const failure = (what: string) =>
      new ModelStreamError(timedOut ? `o modelo não respondeu em ${options.timeoutMs} ms` : what);

    arm();
    try {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages,
            stream: true,
            temperature: settings.temperature ?? 0.2,
          }),
          signal: controller.signal,
        });
      } catch (error) {
        throw failure(`o modelo não pôde ser alcançado: ${(error as Error).message}`);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw failure(`o modelo respondeu ${response.status}`);
      }

      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      while (true) {
        arm();
        let read: Awaited<ReturnType<typeof reader.read>>;
        try {
          read = await reader.read();
        } catch (error) {
          throw failure(`o fluxo do modelo caiu: ${(error as Error).message}`);
        }
        if (read.done) throw failure('o fluxo do modelo terminou sem [DONE]');
        pending += read.value;
        const lines = pending.split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            await reader.cancel();
            return;
          }
          let parsed: Delta;
          try {
            parsed = JSON.parse(data) as Delta;
          } catch {
            throw failure('o modelo enviou um pedaço ilegível');
          }
          const text = parsed.choices?.[0]?.delta?.content;
          if (text) yield text;
        }
      }
    } finally {
      clearTimeout(timer);
      settings.signal?.removeEventListener('abort', stop);
      controller.abort();
    }
  }

  return { streamChat };
}

export type OpenAiCompatibleClient = ReturnType<typeof createOpenAiCompatibleClient>;
