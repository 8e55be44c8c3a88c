import { addStrings } from '../../i18n/vocabulary.ts';

export const TRAIL_PLAYER_NAMESPACE = 'trailPlayer';

/** Strings of the trail player, loaded with its chunk. */
addStrings(TRAIL_PLAYER_NAMESPACE, {
  intro: {
    title: 'Orientações da trilha',
    steps_one: '{{count}} etapa',
    steps_other: '{{count}} etapas',
    start: 'Iniciar trilha',
    expired: 'O prazo desta trilha terminou.',
  },
  steps: {
    label: 'Etapas da trilha',
    done: 'concluída',
    current: 'etapa atual',
    unread: 'novos comentários',
    position: 'Etapa {{position}} de {{total}}',
  },
  step: {
    complete: 'Concluir etapa',
    completed: 'Etapa concluída',
    next: 'Próxima etapa',
    previous: 'Etapa anterior',
    download: 'Baixar {{name}}',
    noFiles: 'Esta etapa não tem arquivos.',
    play: 'Jogar desafio',
    videoTitle: 'Vídeo: {{title}}',
    forumHint: 'Comente no fórum desta etapa e depois conclua a etapa.',
  },
  quiz: {
    question: 'Pergunta {{position}} de {{total}}',
    answer: 'Responder',
    right: 'Resposta correta!',
    wrong: 'Resposta incorreta.',
    next: 'Próxima pergunta',
  },
  finish: {
    action: 'Finalizar trilha',
    missing: 'Conclua todas as etapas para finalizar a trilha.',
    title: 'Trilha concluída!',
    score: 'Nota: {{score}}',
    pokz: 'Você ganhou {{pokz}} pokz.',
  },
});
