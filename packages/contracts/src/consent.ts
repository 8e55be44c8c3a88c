import { z } from 'zod';

/**
 * Consent per purpose and per person (LGPD art. 14, issue 27 part 2). Only the optional purposes
 * are listed: what the platform needs to teach (the personal-data map's purposes) needs no consent.
 * Opt-in: no decision means not granted. The current decision is the latest one of its history.
 */
export const CONSENT_PURPOSES = ['external_ai_model', 'hall_of_fame', 'push_notifications'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentText {
  label: string;
  text: string;
  /** The version of the text a decision was made on; a decision on another version is refused. */
  version: string;
}

export const CONSENT_TEXTS: Record<ConsentPurpose, ConsentText> = {
  external_ai_model: {
    label: 'Modelo de IA externo',
    text:
      'As perguntas feitas ao assistente e as redações enviadas para a correção automática podem ser ' +
      'processadas por um modelo de inteligência artificial de outra empresa, sem o nome da pessoa. ' +
      'Sem este consentimento, a plataforma usa apenas o seu próprio assistente, que roda nos nossos servidores.',
    version: '2026-11-1',
  },
  hall_of_fame: {
    label: 'Hall da fama',
    text:
      'O primeiro nome, o avatar e a pontuação nos desafios aparecem nos rankings do hall da fama, ' +
      'vistos pelos colegas da escola e pelos educadores. Sem este consentimento, a pessoa não aparece nos rankings.',
    version: '2026-11-1',
  },
  push_notifications: {
    label: 'Notificações no navegador',
    text:
      'Avisos da plataforma (novas atividades, mensagens, correções) podem ser enviados ao navegador ou ao ' +
      'celular mesmo com a plataforma fechada. Sem este consentimento, os avisos aparecem só dentro da plataforma.',
    version: '2026-11-1',
  },
};

/** Who made a decision: a guardian for their dependent, a student from 12 where the platform allows, an adult for themself. */
export const CONSENT_DECIDERS = ['guardian', 'student', 'self'] as const;
export type ConsentDecider = (typeof CONSENT_DECIDERS)[number];

export const CONSENT_DECIDER_LABELS: Record<ConsentDecider, string> = {
  guardian: 'Responsável',
  student: 'O próprio aluno',
  self: 'A própria pessoa',
};

/** The age from which a student decides their own consents, where the platform's studentConsentFrom12 flag is on. */
export const CONSENT_OWN_DECISION_AGE = 12;
/** From this age a person is an adult and decides alone. */
export const ADULT_AGE = 18;

export const CONSENT_MESSAGES = {
  personNotFound: 'Pessoa não encontrada.',
  notYours: 'Você não pode decidir os consentimentos desta pessoa.',
  guardianDecides: 'Os consentimentos deste aluno são decididos pelo seu responsável.',
  staleText: 'O texto deste consentimento mudou. Leia a nova versão e decida outra vez.',
  hallOfFameUnlisted:
    'Você não aparece nos rankings do hall da fama porque não há consentimento para isso. ' +
    'Ele pode ser dado em Privacidade (pelo seu responsável, se você tiver menos de 12 anos).',
  pushWithoutConsent:
    'As notificações no navegador precisam de consentimento. Ele pode ser dado em Privacidade ' +
    '(pelo seu responsável, no caso de um aluno menor de idade).',
} as const;

export const consentQuerySchema = z.object({ subject_id: z.uuid() });

export const setConsentBodySchema = z.object({
  subject_id: z.uuid(),
  purpose: z.enum(CONSENT_PURPOSES, { error: 'Finalidade de consentimento desconhecida.' }),
  granted: z.boolean({ error: 'Informe se o consentimento é dado ou retirado.' }),
  text_version: z.string({ error: 'Informe a versão do texto lido.' }).min(1).max(40),
});
export type SetConsentBody = z.infer<typeof setConsentBodySchema>;

const decisionSchema = z.object({
  granted: z.boolean(),
  decided_by: z.object({ id: z.uuid().nullable(), name: z.string(), as: z.enum(CONSENT_DECIDERS) }),
  text_version: z.string(),
  at: z.string(),
});
export type ConsentDecision = z.infer<typeof decisionSchema>;

/** GET /privacy/consents: a person's consents, each purpose's text, current decision and history (newest first). */
export const consentsSchema = z.object({
  subject: z.object({ id: z.uuid(), name: z.string() }),
  /** Who decides for this person now: their guardians, or the person themself. */
  decided_by: z.enum(CONSENT_DECIDERS),
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      label: z.string(),
      text: z.string(),
      version: z.string(),
      granted: z.boolean(),
      current: decisionSchema.nullable(),
      history: z.array(decisionSchema),
    }),
  ),
});
export type Consents = z.infer<typeof consentsSchema>;

/** GET /privacy/consent_subjects: the people whose consents the caller decides (themself and/or their dependents). */
export const consentSubjectsSchema = z.object({
  subjects: z.array(
    z.object({ id: z.uuid(), name: z.string(), self: z.boolean(), decided_by: z.enum(CONSENT_DECIDERS) }),
  ),
});
export type ConsentSubjects = z.infer<typeof consentSubjectsSchema>;

/** Whole years from a birthday (yyyy-mm-dd) to a day (yyyy-mm-dd). */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
