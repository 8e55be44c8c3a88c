import { randomInt } from 'node:crypto';
import {
  SERVICE_BASES,
  SHORT_KEY_ALPHABET,
  SHORT_KEY_LENGTH,
  SHORT_LINK_DEFAULT_EXPIRES_IN,
  SHORT_LINK_MESSAGES,
  type ShortLinkRequest,
  type ShortLinkResponse,
} from '@ava/contracts';
import QRCode from 'qrcode';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import type { ShortLinksRepository } from './shortlinks.repository.ts';

const HOUR_MS = 3_600_000;
/** 52^6 keys: a clash is rare, several in a row mean something else is wrong. */
const MAX_KEY_ATTEMPTS = 5;

export function randomKey(): string {
  let key = '';
  for (let i = 0; i < SHORT_KEY_LENGTH; i += 1) key += SHORT_KEY_ALPHABET[randomInt(SHORT_KEY_ALPHABET.length)];
  return key;
}

/**
 * Short links of the platform's educators and administrators. The public redirect answers
 * only live links; the target was checked to be an http(s) address when the link was made.
 */
export function createShortLinksService(deps: {
  shortLinksRepo: ShortLinksRepository;
  clock: Clock;
  publicUrl: string;
}) {
  const { shortLinksRepo, clock } = deps;
  const base = `${deps.publicUrl.replace(/\/+$/, '')}${SERVICE_BASES.shortlinks}`;

  async function create(auth: AuthContext, input: ShortLinkRequest): Promise<ShortLinkResponse> {
    const manual = input.custom_key !== undefined;
    const hours = input.expires_in ?? (manual ? null : SHORT_LINK_DEFAULT_EXPIRES_IN);
    const expiresAt = hours === null ? null : new Date(clock.now().getTime() + hours * HOUR_MS);
    for (let attempt = 0; attempt < (manual ? 1 : MAX_KEY_ATTEMPTS); attempt += 1) {
      const key = input.custom_key ?? randomKey();
      const saved = await shortLinksRepo.insert({
        key,
        platform_id: auth.platformId,
        created_by: auth.userId,
        target: input.target,
        manual,
        expires_at: expiresAt,
      });
      if (saved) return { link: `${base}/${key}`, key, expires_at: expiresAt?.toISOString() ?? null };
    }
    if (manual)
      throw badRequest(SHORT_LINK_MESSAGES.keyTaken, {
        fields: [{ field: 'body.custom_key', message: SHORT_LINK_MESSAGES.keyTaken }],
      });
    throw new Error('no free short-link key after several attempts');
  }

  return {
    create,

    async createWithQrCode(auth: AuthContext, input: ShortLinkRequest) {
      const link = await create(auth, input);
      const svg = await QRCode.toString(link.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { ...link, qrcode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async target(key: string): Promise<string> {
      const link = await shortLinksRepo.findLive(key, clock.now());
      if (!link) throw notFound(SHORT_LINK_MESSAGES.notFound);
      return link.target;
    },
  };
}

export type ShortLinksService = ReturnType<typeof createShortLinksService>;
