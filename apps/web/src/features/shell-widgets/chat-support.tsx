import { loadScript } from '@ava/web-kit/load-script';
import { useEffect } from 'react';

/** Loads the chat support widget's script; the widget draws itself. */
export function ChatSupport({ url }: { url: string }) {
  useEffect(() => {
    loadScript(url, 'chat-support').catch((error) => console.error('[chat-support]', error));
  }, [url]);
  return null;
}
