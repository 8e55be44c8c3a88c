import { z } from 'zod';

/**
 * How long the platform keeps each category of personal data that ages (issue 27 part 6): a
 * period in months per platform, within bounds; a daily job removes what passed its period.
 */
export const RETENTION_CATEGORIES = ['usage_logs', 'sign_ins', 'access_log', 'former_students'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export interface RetentionRule {
  label: string;
  /** What passes its period, and what the daily job does with it. */
  description: string;
  defaultMonths: number;
  minMonths: number;
  maxMonths: number;
}

/**
 * The defaults and bounds. Sign-ins keep at least 6 months: the Marco Civil da Internet (art. 15)
 * asks an application to keep its access records that long. The access log keeps at least the
 * year guardians are shown.
 */
export const RETENTION_RULES: Record<RetentionCategory, RetentionRule> = {
  usage_logs: {
    label: 'Registros de uso',
    description: 'Tempo de uso por dia, presença em aulas ao vivo e leitura na biblioteca: apagados depois do prazo.',
    defaultMonths: 24,
    minMonths: 6,
    maxMonths: 120,
  },
  sign_ins: {
    label: 'Registros de acesso (sessões)',
    description: 'Sessões encerradas ou expiradas: apagadas depois do prazo, contado do fim da sessão.',
    defaultMonths: 6,
    minMonths: 6,
    maxMonths: 60,
  },
  access_log: {
    label: 'Registro de leituras de dados de alunos',
    description: 'Quem leu dados de cada aluno: leituras mais antigas que o prazo são apagadas.',
    defaultMonths: 24,
    minMonths: 12,
    maxMonths: 120,
  },
  former_students: {
    label: 'Contas de alunos que saíram',
    description:
      'Alunos com a conta bloqueada (saíram da escola): depois do prazo, contado do bloqueio, os dados são apagados ou anonimizados.',
    defaultMonths: 24,
    minMonths: 6,
    maxMonths: 120,
  },
};

export const RETENTION_MESSAGES = {
  nothingToChange: 'Informe ao menos um prazo.',
} as const;

const months = (category: RetentionCategory) => {
  const { label, minMonths, maxMonths } = RETENTION_RULES[category];
  const bounds = `${label}: informe um prazo entre ${minMonths} e ${maxMonths} meses.`;
  return z
    .number({ error: bounds })
    .int({ error: bounds })
    .min(minMonths, { error: bounds })
    .max(maxMonths, { error: bounds })
    .optional();
};

/** PUT /privacy/retention: the periods to change, in months; the others stay. */
export const retentionUpdateSchema = z
  .object({
    periods: z.object({
      usage_logs: months('usage_logs'),
      sign_ins: months('sign_ins'),
      access_log: months('access_log'),
      former_students: months('former_students'),
    }),
  })
  .refine((body) => Object.values(body.periods).some((value) => value !== undefined), {
    error: RETENTION_MESSAGES.nothingToChange,
  });
export type RetentionUpdate = z.infer<typeof retentionUpdateSchema>;

/** GET /privacy/retention: each category's period, what the daily job last did, the latest erasures. */
export const retentionSettingsSchema = z.object({
  periods: z.array(
    z.object({
      category: z.enum(RETENTION_CATEGORIES),
      label: z.string(),
      description: z.string(),
      months: z.number().int(),
      default_months: z.number().int(),
      min_months: z.number().int(),
      max_months: z.number().int(),
    }),
  ),
  last_run: z
    .object({
      at: z.string(),
      removed: z.record(z.string(), z.number().int()),
      accounts_erased: z.number().int(),
    })
    .nullable(),
  erasures: z.array(
    z.object({
      id: z.uuid(),
      at: z.string(),
      reason: z.enum(['request', 'retention']),
      requested_by_role: z.string(),
      removed: z.number().int(),
      anonymised: z.number().int(),
      files_removed: z.number().int(),
    }),
  ),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
