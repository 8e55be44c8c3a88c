import {
  GAME_MESSAGE_SOURCE,
  type GameFrameMessage,
  type GameHostMessage,
  gameHostMessageSchema,
} from '@ava/contracts';

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

/**
 * Passes Escape to the host once the frame's own controls had their turn: window listeners hear
 * a key last, so a control that used it (a keyboard drag cancelled calls preventDefault, a
 * handler may stop it) keeps it. Returns the unsubscribe.
 */
export function forwardEscapeToHost(hostOrigin: string): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    postToHost(hostOrigin, { source: GAME_MESSAGE_SOURCE.frame, type: 'escape' });
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
