/** The editor's steps after the draft exists (?etapa=), each with its string key. */
export const SCHEDULE_WIZARD_STEPS = [
  ['dados', 'datas'],
  ['conteudo', 'conteudo'],
  ['mensagens', 'mensagens'],
  ['publicacao', 'publicacao'],
] as const;
export type ScheduleWizardSlug = (typeof SCHEDULE_WIZARD_STEPS)[number][0];
