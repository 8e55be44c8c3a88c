import { ASSISTANT_MESSAGES } from '@ava/contracts';
import { foldText } from '../../platform/db/text-search.ts';

/**
 * What children ask and receive, screened with Portuguese word lists (lowered, without
 * accents; a trailing `*` matches any ending). A question about self-harm is answered with
 * help; an unsafe subject or an insult is refused kindly. Subjects a school teaches (history of
 * wars, the human body) are not listed: the lists name what is unsafe, not what is serious.
 */
export type ModerationVerdict = 'selfHarm' | 'unsafe' | 'insult';

const LISTS: Record<ModerationVerdict, readonly string[]> = {
  selfHarm: [
    'me matar',
    'suicid*',
    'me cortar',
    'me machucar',
    'tirar minha vida',
    'acabar com minha vida',
    'quero morrer',
    'automutila*',
  ],
  unsafe: [
    'porn*',
    'nude*',
    'nudes',
    'sexo explicito',
    'xvideo*',
    'fazer uma bomba',
    'fabricar bomba',
    'comprar arma*',
    'fazer arma*',
    'matar alguem',
    'matar uma pessoa',
    'cocaina',
    'crack',
    'maconha',
    'comprar droga*',
    'usar droga*',
    'aposta* online',
    'bets',
    'hackear',
    'roubar senha*',
  ],
  insult: [
    'idiota*',
    'imbecil*',
    'otario*',
    'otaria*',
    'retardad*',
    'babaca*',
    'porra',
    'caralho',
    'merda',
    'puta*',
    'fdp',
    'vagabund*',
    'cala a boca',
  ],
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.entries(LISTS).map(([verdict, entries]) => {
  const alternatives = entries.map((entry) =>
    entry.endsWith('*') ? `${literal(entry.slice(0, -1))}[a-z]*` : literal(entry),
  );
  return {
    verdict: verdict as ModerationVerdict,
    pattern: new RegExp(`(?<![a-z])(?:${alternatives.join('|')})(?![a-z])`),
  };
});

/** The first list the text falls in (self-harm first: help matters more than a refusal), or null. */
export function moderate(text: string): ModerationVerdict | null {
  const folded = foldText(text);
  return PATTERNS.find(({ pattern }) => pattern.test(folded))?.verdict ?? null;
}

/** The kind answer to a question moderation stopped. */
export const REFUSALS: Record<ModerationVerdict, string> = {
  selfHarm: ASSISTANT_MESSAGES.selfHarm,
  unsafe: ASSISTANT_MESSAGES.unsafeQuestion,
  insult: ASSISTANT_MESSAGES.insult,
};
