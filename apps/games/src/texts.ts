import type { Interaction } from '@ava/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every word the runtime shows or says, in one place. */
export const TEXTS = {
  loading: 'Carregando o jogo',
  start: 'Começar',
  listen: 'Ouvir',
  signLanguage: 'Libras',
  hint: 'Dica',
  hintsLeft: (count: number) => `Dica (${count})`,
  hintTitle: 'Dicas',
  confirm: 'Confirmar',
  done: 'Terminei',
  next: 'Próximo',
  seeResult: 'Ver resultado',
  soundOn: 'Ligar o som',
  soundOff: 'Desligar o som',
  round: (number: number, total: number) => `Desafio ${number} de ${total}`,
  lives: (count: number) => plural(count, 'vida', 'vidas'),
  timeLeft: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} restantes`,
  feedback: {
    right: 'Muito bem!',
    partly: 'Quase lá!',
    wrong: 'Não foi dessa vez.',
    lifeLost: 'Você perdeu uma vida.',
    resolution: 'Resolução',
  },
  end: {
    title: 'Fim de jogo!',
    rightRounds: (right: number, total: number) => `Você acertou ${right} de ${plural(total, 'desafio', 'desafios')}.`,
    timeUp: 'O tempo acabou!',
    noLives: 'Acabaram as vidas.',
    sandbox: 'Modo de teste: este resultado não vale pontos.',
  },
  errors: {
    title: 'Não foi possível abrir o jogo',
    badAddress: 'O endereço do jogo está incompleto. Feche o jogo e abra de novo.',
    badContent: 'O conteúdo deste jogo está incompleto.',
    otherEngine: 'Este jogo não é jogado por aqui.',
    noRounds: 'Este jogo ainda não tem desafios.',
    retry: 'Tentar de novo',
  },
  instructions: {
    multiple_choice: 'Escolha a resposta certa.',
    true_false: 'Diga se cada frase é verdadeira ou falsa.',
    matching: 'Ligue cada item à sua resposta.',
    ordering: 'Coloque na ordem certa.',
    fill_blanks: 'Complete as lacunas.',
    memory: 'Encontre os pares.',
    word_search: 'Encontre as palavras escondidas.',
    categories: 'Coloque cada item no seu grupo.',
  } satisfies Record<Interaction, string>,
  manyRight: 'Escolha todas as respostas certas.',
  trueFalse: { true: 'Verdadeiro', false: 'Falso' },
  blank: (number: number) => `Lacuna ${number}`,
  blankSpoken: 'lacuna',
  wordBank: 'Banco de palavras',
  memory: {
    card: (number: number) => `Carta ${number}`,
    triesLeft: (count: number) => plural(count, 'jogada restante', 'jogadas restantes'),
    found: (count: number, total: number) => `${count} de ${plural(total, 'par encontrado', 'pares encontrados')}`,
  },
  wordSearch: {
    grid: 'Caça-palavras',
    found: (count: number, total: number) =>
      `${count} de ${plural(total, 'palavra encontrada', 'palavras encontradas')}`,
    foundWord: (word: string) => `Você encontrou ${word}!`,
    start: (letter: string) => `Começo na letra ${letter}. Agora escolha a última letra.`,
    words: 'Palavras para encontrar',
    foundMark: 'encontrada',
  },
  drag: {
    instructions:
      'Para arrastar um cartão com o teclado, aperte espaço, use as setas e aperte espaço de novo para soltar; Esc cancela. ' +
      'Ou aperte Enter para escolher o cartão e Enter de novo no lugar onde ele deve ficar.',
    picked: (item: string) => `Você pegou ${item}.`,
    over: (item: string, place: string) => `${item} está sobre ${place}.`,
    dropped: (item: string, place: string) => `${item} foi colocado em ${place}.`,
    cancelled: (item: string) => `${item} voltou para o lugar.`,
    selected: (item: string) => `${item} escolhido. Agora escolha onde colocar.`,
    empty: 'Vazio',
    position: (number: number) => `posição ${number}`,
    toPlace: 'Cartões para colocar',
    remove: (item: string) => `Tirar ${item}`,
  },
} as const;
