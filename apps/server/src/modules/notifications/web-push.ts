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

/** A VAPID signature is valid up to 24 h; one is made per push service and kept for 12 h. */
const VAPID_LIFETIME_S = 12 * 3600;
const TTL_S = 24 * 3600;

/**
 * Hands one message to a browser's push service (RFC 8030, aes128gcm, VAPID); 404 and 410 mean the
 * subscription ended. `web-push` encrypts; the VAPID header is signed once per push service origin
 * and reused until it nears its expiry, and the request is ours (fetch), so a push service on http
 * (tests) works too.
 */
export function createPushSender(keys: VapidKeys, logger: Pick<FastifyBaseLogger, 'warn'>): PushSender {
  const signed = new Map<string, { authorization: string; until: number }>();
  function authorization(endpoint: string): string {
    const origin = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const kept = signed.get(origin);
    if (kept && kept.until > now + 3600) return kept.authorization;
    const until = now + VAPID_LIFETIME_S;
    const headers = webpush.getVapidHeaders(origin, keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm', until);
    signed.set(origin, { authorization: headers.Authorization, until });
    return headers.Authorization;
  }
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        const encrypted = webpush.encrypt(target.p256dh, target.auth, JSON.stringify(message), 'aes128gcm');
        const response = await fetch(target.endpoint, {
          method: 'POST',
          headers: {
            TTL: String(TTL_S),
            'Content-Type': 'application/octet-stream',
            'Content-Encoding': 'aes128gcm',
            Authorization: authorization(target.endpoint),
          },
          body: encrypted.cipherText,
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
