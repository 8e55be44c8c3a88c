import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { keptInDataDir } from '../../platform/data-dir.ts';

export const VAPID_KEYS_FILE = 'vapid-keys.json';
const SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/push-sw.js reads it). */
export interface PushMessage {
  id: string;
  title: string;
  body: string;
  /** The app path opened when the notification is clicked. */
  url: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once into DATA_DIR, so every
 * process on that directory (and every browser already subscribed) keeps the same keys.
 */
export async function loadVapidKeys(config: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT: string;
  DATA_DIR: string;
}): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  const kept = await keptInDataDir(config.DATA_DIR, VAPID_KEYS_FILE, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(kept) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** Hands one message to a browser's push service; 404 and 410 mean the subscription ended. */
export function createPushSender(keys: VapidKeys, logger: Pick<FastifyBaseLogger, 'warn'>): PushSender {
  const options = {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 24 * 3600,
  };
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      // web-push encrypts and signs; the request is ours (fetch), so a push service on http (tests) works too.
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        options,
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      ) as Record<string, string>;
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ?? null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        if (response.ok) return 'sent';
        logger.warn({ status: response.status }, 'push refused');
        return 'failed';
      } catch (error) {
        logger.warn({ err: error }, 'push not delivered');
        return 'failed';
      }
    },
  };
}
