import type { DemoCourse } from './demo-data.ts';

/** The corporate demo's course: 'instrutor' assigns its modules to 'colaborador' in 'Integração 2026'. */
export const CORPORATE_COURSE: DemoCourse = {
  platform: 'corporativo',
  classroom: 'Integração 2026',
  teacher: 'instrutor',
  students: ['colaborador'],
  activities: [
    {
      title: 'Boas-vindas: apresente-se à equipe',
      kind: 'forum',
      startsInDays: -2,
      endsInDays: 1,
      workload: 15,
      details:
        '<p>Conte em poucas linhas quem você é, em que área vai atuar e o que espera dos primeiros meses na empresa.</p>',
    },
    {
      title: 'LGPD no dia a dia: dúvidas sobre dados de clientes',
      kind: 'forum',
      startsInDays: -1,
      endsInDays: 6,
      workload: 30,
      details:
        '<p>Descreva uma situação do seu trabalho em que dados pessoais de clientes circulam (planilhas, e-mails, atendimento) e pergunte o que ainda não ficou claro. Responda a pelo menos um colega.</p>',
    },
    {
      title: 'Nossa cultura: o que significa cuidar do cliente',
      kind: 'essay',
      startsInDays: -1,
      endsInDays: 5,
      workload: 45,
      details:
        '<p>Depois de assistir ao vídeo do fundador, escreva um texto de até 20 linhas sobre como os valores da empresa aparecem no atendimento que você vai prestar.</p>',
    },
    {
      title: 'LGPD: bases legais em um caso real',
      kind: 'essay',
      startsInDays: -1,
      endsInDays: 9,
      workload: 60,
      details:
        '<p>Escolha um processo da sua área que usa dados pessoais e explique qual base legal da LGPD o sustenta (consentimento, contrato, obrigação legal, legítimo interesse) e por quê.</p>',
    },
    {
      title: 'Segurança do trabalho: mapa de riscos do seu setor',
      kind: 'work',
      startsInDays: -1,
      endsInDays: 10,
      workload: 120,
      details:
        '<p>Percorra o seu setor com o técnico de segurança e envie fotos ou um documento com o mapa de riscos: físicos, químicos, ergonômicos e de acidentes, com uma medida de prevenção para cada um.</p>',
    },
    {
      title: 'Plano de ação: seus primeiros 90 dias',
      kind: 'work',
      startsInDays: -1,
      endsInDays: 14,
      workload: 60,
      details:
        '<p>Monte, com o seu gestor, um plano com três metas para os seus primeiros 90 dias, as entregas de cada uma e como vão medir o resultado.</p>',
    },
    {
      title: 'Segurança do trabalho: uso correto dos EPIs',
      kind: 'handmade',
      startsInDays: -1,
      endsInDays: 7,
      workload: 30,
      details:
        '<p>Na sessão prática, vista os equipamentos de proteção individual do seu posto diante do instrutor, que confere ajuste, conservação e validade do CA de cada um.</p>',
    },
    {
      title: 'Onboarding: tour pelas áreas e crachá de acesso',
      kind: 'handmade',
      startsInDays: -8,
      endsInDays: -2,
      workload: 60,
      details:
        '<p>Visite recepção, RH, TI e o seu setor, colete a assinatura de cada responsável no roteiro de integração e retire o seu crachá de acesso.</p>',
      evaluated: [['colaborador', 10, 15]],
    },
  ],
};

/**
 * A course 'colaborador' finished: both modules sent and graded, so the certificates module issues
 * its certificate (its README's rule), which the seed asks for right away.
 */
export const FINISHED_CORPORATE_COURSE: DemoCourse = {
  platform: 'corporativo',
  classroom: 'Atendimento ao cliente',
  teacher: 'instrutor',
  students: ['colaborador'],
  activities: [
    {
      title: 'Atendimento: escuta ativa em uma ligação difícil',
      kind: 'essay',
      startsInDays: -30,
      endsInDays: -20,
      workload: 60,
      details:
        '<p>Ouça a gravação de um atendimento e descreva, em até 20 linhas, como a escuta ativa mudaria o rumo da conversa.</p>',
      evaluated: [['colaborador', 9, 10]],
    },
    {
      title: 'Atendimento: simulação com o instrutor',
      kind: 'handmade',
      startsInDays: -20,
      endsInDays: -10,
      workload: 120,
      details:
        '<p>Em dupla com o instrutor, atenda um cliente insatisfeito do início ao fim, registrando o chamado no sistema.</p>',
      evaluated: [['colaborador', 10, 10]],
    },
  ],
};
