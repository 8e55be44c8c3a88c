/**
 * Intro/help dialogs of document 2 section 2. The specification names the screens but not
 * their words; students and educators read different descriptions (document 3 section 6).
 */
export const INTRO_SCREENS = [
  'activities',
  'forum',
  'trabalho',
  'redacao',
  'redacao-correcao',
  'feito-a-mao',
  'prova-digital',
  'tarefa',
  'tarefa-expressa',
  'trilha',
] as const;
export type IntroScreen = (typeof INTRO_SCREENS)[number];
export type IntroAudience = 'student' | 'educator';

interface IntroText {
  title: string;
  student: string[];
  educator: string[];
}

export const INTRO_TEXTS: Record<IntroScreen, IntroText> = {
  activities: {
    title: 'Atividades',
    student: [
      'Aqui ficam as atividades que seus professores prepararam para você.',
      'Em "Abertas" estão as atividades que você ainda pode fazer, com o prazo de entrega de cada uma. As marcadas como urgentes terminam em menos de 48 horas.',
      'Em "Encerradas" você vê as atividades que já entregou ou que já terminaram, com a nota e os pokz que você ganhou.',
    ],
    educator: [
      'Aqui você cria e acompanha as atividades das suas turmas.',
      'Use "Nova atividade" para criar um fórum, uma redação, um trabalho, uma atividade feita à mão, uma prova digital ou uma tarefa de desafios em quatro passos.',
      'Filtre por tipo ou por professor, favorite as atividades mais usadas e arquive, conclua ou remova as que não precisa mais.',
    ],
  },
  forum: {
    title: 'Fórum',
    student: [
      'O fórum é um espaço de conversa sobre o tema proposto pelo professor.',
      'Escreva o seu comentário, responda aos colegas e aplauda as participações de que você gostou.',
      'Seja respeitoso: o professor acompanha todas as mensagens.',
    ],
    educator: [
      'Acompanhe a conversa da turma sobre o tema que você propôs.',
      'Você pode responder, favoritar e remover comentários, e marcar os que atingiram o objetivo da atividade.',
    ],
  },
  trabalho: {
    title: 'Trabalho',
    student: [
      'Escreva a sua resposta e, se quiser, anexe arquivos: imagens (png, jpg ou jpeg, até 5 MB), áudios (mp3, até 10 MB) ou documentos.',
      'Você pode salvar um rascunho e continuar depois. Quando terminar, clique em "Enviar" antes do fim do prazo.',
    ],
    educator: [
      'Veja quem já entregou o trabalho, abra cada resposta com os arquivos anexados e dê a nota e um comentário.',
    ],
  },
  redacao: {
    title: 'Redação',
    student: [
      'Escreva a sua redação no espaço indicado. Você pode escolher o tamanho da letra para ler melhor.',
      'Salve um rascunho para continuar depois e clique em "Enviar redação" quando terminar.',
      'Depois da correção, você verá as marcações do professor no seu texto e a sua nota.',
    ],
    educator: ['Veja as redações enviadas pela turma e abra cada uma para corrigir.'],
  },
  'redacao-correcao': {
    title: 'Correção da redação',
    student: ['As marcações coloridas mostram os comentários do professor sobre trechos do seu texto.'],
    educator: [
      'Selecione um trecho do texto e adicione uma marcação com o tipo de retorno (Ótimo, Melhorar, Atenção ou Sugestão), a competência e um comentário.',
      'Ao terminar, dê a nota da redação e um comentário geral para o aluno.',
    ],
  },
  'feito-a-mao': {
    title: 'Feito à mão',
    student: [
      'Esta atividade é feita no papel ou à mão, fora da plataforma.',
      'Siga as orientações do professor e entregue o trabalho a ele. A nota aparecerá aqui depois da avaliação.',
    ],
    educator: [
      'A atividade é feita pelos alunos no papel ou à mão. Quando recebê-la, registre aqui a nota e um comentário para cada aluno.',
    ],
  },
  trilha: {
    title: 'Trilha',
    student: [
      'Leia as orientações e clique em "Iniciar trilha". Depois, siga as etapas na ordem da lista: textos, vídeos, desafios, arquivos, fóruns e quizzes.',
      'Conclua cada etapa: o seu progresso fica salvo e, quando voltar, a trilha abre na última etapa que você visitou.',
      'Quando todas as etapas estiverem concluídas, clique em "Finalizar trilha" para ver a sua nota e os pokz ganhos.',
    ],
    educator: [
      'Aqui você acompanha a trilha aplicada: o progresso de cada aluno, as etapas que concluiu, a nota e o último acesso.',
      'Em "Etapas" você vê quantos alunos fizeram cada etapa e quantas respostas dos quizzes foram certas.',
    ],
  },
  'prova-digital': {
    title: 'Prova digital',
    student: [
      'Leia as orientações e clique em "Iniciar prova": o tempo começa a contar e é o do servidor, mesmo se você fechar a página.',
      'Cada resposta é salva assim que você escolhe a alternativa. Sem internet, ela fica guardada neste aparelho como "pendente" e é enviada quando a conexão voltar.',
      'Quando terminar, clique em "Finalizar prova" para ver a sua nota e a correção de cada questão.',
    ],
    educator: [
      'Acompanhe cada aluno durante a prova: a situação, quantas questões respondeu, o tempo restante e a nota.',
      'Você pode pausar e retomar a prova (o tempo dos alunos para), anular uma questão com um motivo, permitir que alunos refaçam a prova e editar notas.',
    ],
  },
  tarefa: {
    title: 'Tarefa',
    student: [
      'A tarefa é feita de desafios: jogos curtos sobre o conteúdo que o professor escolheu.',
      'Clique em "Jogar" em cada desafio. Quando o jogo termina, você vê a sua nota e os pokz que ganhou, e o desafio passa a contar na tarefa. Cada desafio conta uma vez.',
      'Sem internet, o resultado fica guardado neste aparelho e é enviado quando a conexão voltar.',
      'Jogando todos os desafios, a tarefa está concluída. Se não puder jogar todos, use "Entregar tarefa": os desafios não jogados ficam com nota 0.',
    ],
    educator: [
      'Acompanhe a tarefa: a situação de cada aluno, quantos desafios jogou, a nota e os pokz.',
      'Na aba "Desafios", veja como a turma foi em cada desafio e em cada rodada, e teste o desafio como os alunos o jogam.',
      'Abra um aluno para ver o resultado dele em cada desafio.',
    ],
  },
  'tarefa-expressa': {
    title: 'Tarefa expressa',
    student: [
      'A tarefa expressa é uma tarefa com um desafio só, que o professor enviou direto da biblioteca de desafios.',
      'Jogue o desafio antes do fim do prazo: a sua nota no jogo é a nota da tarefa.',
    ],
    educator: [
      'Aplique um desafio como tarefa em um passo: escolha as turmas, o prazo de entrega e, se quiser, um título (o do desafio, se ficar em branco).',
      'A tarefa é criada e publicada na hora para todos os alunos de cada turma escolhida, uma tarefa por turma. Os resultados ficam em Atividades.',
      'Para juntar vários desafios, escolher os alunos ou escrever orientações, crie a tarefa em Atividades, com "Nova atividade".',
    ],
  },
};
