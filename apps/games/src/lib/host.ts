import { type GameFrameMessage, type GameHostMessage, gameHostMessageSchema } from '@ava/contracts';

/** Sends a message to the page holding the frame, readable by that origin only. */
export function postToHost(hostOrigin: string, message: GameFrameMessage): void {
  window.parent.postMessage(message, hostOrigin);
}

/**
 * Listens to the page holding the frame: a message counts only when it comes from the parent
 * window, from the host's origin, and is one of the host's messages. Returns the unsubscribe.
 */
export function listenToHost(hostOrigin: string, onMessage: (message: GameHostMessage) => void): () => void {
  const receive = (event: MessageEvent) => {
    if (event.origin !== hostOrigin || event.source !== window.parent) return;
    const parsed = gameHostMessageSchema.safeParse(event.data);
    if (parsed.success) onMessage(parsed.data);
  };
  window.addEventListener('message', receive);
  return () => window.removeEventListener('message', receive);
}
