/** Cross-tab channels of document 1 section 4: login, logout and toast events. */
export type ChannelName = 'login' | 'logout' | 'toast';

const channels = new Map<ChannelName, BroadcastChannel>();

/** One instance per name and tab, so a tab never hears its own messages. */
function channel(name: ChannelName): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let instance = channels.get(name);
  if (!instance) {
    instance = new BroadcastChannel(name);
    channels.set(name, instance);
  }
  return instance;
}

export function publish(name: ChannelName, data: unknown): void {
  channel(name)?.postMessage(data);
}

export function listen(name: ChannelName, handler: (data: unknown) => void): () => void {
  const instance = channel(name);
  if (!instance) return () => {};
  const onMessage = (event: MessageEvent) => handler(event.data);
  instance.addEventListener('message', onMessage);
  return () => instance.removeEventListener('message', onMessage);
}
