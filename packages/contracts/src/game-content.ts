import { z } from 'zod';

/**
 * What a challenge is made of (document 3 section 3, 'Challenge authoring'): rounds
 * ('challenges', each with an order index, items, correct and wrong answers, hints and a
 * resolution), played by one interaction. The same schema validates the factory's data step,
 * the game runtime's content and the server's scoring.
 */
export const INTERACTIONS = [
  'multiple_choice',
  'true_false',
  'matching',
  'ordering',
  'fill_blanks',
  'memory',
  'word_search',
  'categories',
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

export const INTERACTION_NAMES: Record<Interaction, string> = {
  multiple_choice: 'Múltipla escolha',
  true_false: 'Verdadeiro ou falso',
  matching: 'Ligar pares',
  ordering: 'Colocar em ordem',
  fill_blanks: 'Completar lacunas',
  memory: 'Jogo da memória',
  word_search: 'Caça-palavras',
  categories: 'Separar em grupos',
};

/** How the author fills a round for each interaction: the factory shows it beside the fields. */
export const INTERACTION_GUIDES: Record<Interaction, string> = {
  multiple_choice: 'Escreva a pergunta, as respostas certas e as erradas.',
  true_false: 'Escreva as frases em "itens" e repita em "corretas" as que são verdadeiras.',
  matching: 'Cada item combina com a resposta correta na mesma posição.',
  ordering: 'Escreva as respostas corretas na ordem certa; o jogo embaralha.',
  fill_blanks: 'Marque cada lacuna da frase com ___ e escreva as respostas na mesma ordem.',
  memory: 'Cada item forma um par com a resposta correta na mesma posição.',
  word_search: 'Escreva as palavras escondidas em "corretas" (de 3 a 12 letras).',
  categories: 'Crie os grupos; cada item vai para o grupo escrito na mesma posição em "corretas".',
};

/** The blank marker of fill_blanks statements. */
export const BLANK = '___';

export const GAME_CONTENT_LIMITS = {
  rounds: 20,
  textLength: 300,
  statementLength: 1_000,
  resolutionLength: 2_000,
  contextLength: 5_000,
  options: 12,
  hints: 3,
  categories: 4,
  wordMin: 3,
  wordMax: 12,
} as const;

export const GAME_CONTENT_MESSAGES = {
  statementRequired: 'Escreva o enunciado do desafio.',
  needsCorrect: 'Informe ao menos uma resposta correta.',
  needsTwoOptions: 'Informe ao menos duas opções.',
  tooManyOptions: `Use no máximo ${GAME_CONTENT_LIMITS.options} opções.`,
  repeatedOption: 'As opções de um desafio não podem se repetir.',
  trueNotInItems: 'As frases verdadeiras precisam estar entre os itens.',
  pairsMismatch: 'Cada item precisa da sua resposta correta na mesma posição.',
  blanksMismatch: 'O número de lacunas (___) precisa ser igual ao de respostas corretas.',
  wordLength: `As palavras devem ter de ${GAME_CONTENT_LIMITS.wordMin} a ${GAME_CONTENT_LIMITS.wordMax} letras, sem espaços.`,
  needsCategories: 'Crie ao menos dois grupos.',
  unknownCategory: 'Cada resposta correta precisa ser o nome de um grupo.',
  noRounds: 'Crie ao menos um desafio.',
} as const;

const text = z.string().trim().min(1).max(GAME_CONTENT_LIMITS.textLength);
const textList = z.array(text).max(GAME_CONTENT_LIMITS.options);

export const gameRoundSchema = z.object({
  order: z.number().int().min(0),
  statement: z.string().trim().max(GAME_CONTENT_LIMITS.statementLength).default(''),
  items: textList.default([]),
  correct: textList.default([]),
  wrong: textList.default([]),
  hints: z.array(text).max(GAME_CONTENT_LIMITS.hints).default([]),
  /** Shown after the round is answered, unless feedback is hidden. */
  resolucao_content: z.string().trim().max(GAME_CONTENT_LIMITS.resolutionLength).default(''),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

export const gameCategorySchema = z.object({ order: z.number().int().min(0), name: text });

export const gameContentDataSchema = z.object({
  /** Text the player reads before the first round. */
  context_content: z.string().trim().max(GAME_CONTENT_LIMITS.contextLength).default(''),
  background_img: z.string().max(500).nullable().default(null),
  categories: z.array(gameCategorySchema).max(GAME_CONTENT_LIMITS.categories).default([]),
  challenges: z.array(gameRoundSchema).max(GAME_CONTENT_LIMITS.rounds),
});
export type GameContentData = z.infer<typeof gameContentDataSchema>;

/** Letters of a word-search word, uppercase without diacritics ('Ação' -> 'ACAO'). */
export function searchableWord(word: string): string {
  return stripDiacritics(word)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

export function stripDiacritics(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

const distinct = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLocaleLowerCase('pt-BR'))).size === values.length;

/** What is wrong with one round for the interaction, as [field, message] pairs. */
export function roundProblems(
  interaction: Interaction,
  round: GameRound,
  categories: readonly string[],
): [keyof GameRound, string][] {
  const problems: [keyof GameRound, string][] = [];
  const { statement, items, correct, wrong } = round;
  switch (interaction) {
    case 'multiple_choice': {
      if (!statement) problems.push(['statement', GAME_CONTENT_MESSAGES.statementRequired]);
      if (correct.length === 0) problems.push(['correct', GAME_CONTENT_MESSAGES.needsCorrect]);
      const options = [...correct, ...wrong];
      if (options.length < 2) problems.push(['wrong', GAME_CONTENT_MESSAGES.needsTwoOptions]);
      if (options.length > 6) problems.push(['wrong', 'Use no máximo 6 opções.']);
      if (!distinct(options)) problems.push(['wrong', GAME_CONTENT_MESSAGES.repeatedOption]);
      break;
    }
    case 'true_false':
      if (items.length === 0) problems.push(['items', GAME_CONTENT_MESSAGES.needsTwoOptions]);
      if (!distinct(items)) problems.push(['items', GAME_CONTENT_MESSAGES.repeatedOption]);
      if (correct.some((sentence) => !items.includes(sentence)))
        problems.push(['correct', GAME_CONTENT_MESSAGES.trueNotInItems]);
      break;
    case 'matching':
    case 'memory':
      if (items.length < 2) problems.push(['items', GAME_CONTENT_MESSAGES.needsTwoOptions]);
      if (interaction === 'memory' && items.length > 8) problems.push(['items', 'Use no máximo 8 pares.']);
      if (items.length !== correct.length) problems.push(['correct', GAME_CONTENT_MESSAGES.pairsMismatch]);
      if (!distinct(items) || !distinct([...correct, ...wrong]))
        problems.push(['items', GAME_CONTENT_MESSAGES.repeatedOption]);
      break;
    case 'ordering':
      if (correct.length < 2) problems.push(['correct', GAME_CONTENT_MESSAGES.needsTwoOptions]);
      if (!distinct(correct)) problems.push(['correct', GAME_CONTENT_MESSAGES.repeatedOption]);
      break;
    case 'fill_blanks':
      if (correct.length === 0) problems.push(['correct', GAME_CONTENT_MESSAGES.needsCorrect]);
      if (statement.split(BLANK).length - 1 !== correct.length)
        problems.push(['statement', GAME_CONTENT_MESSAGES.blanksMismatch]);
      break;
    case 'word_search':
      if (correct.length === 0) problems.push(['correct', GAME_CONTENT_MESSAGES.needsCorrect]);
      if (correct.length > 10) problems.push(['correct', 'Use no máximo 10 palavras.']);
      if (
        correct.some((word) => {
          const letters = searchableWord(word);
          return (
            /\s/.test(word.trim()) ||
            letters.length < GAME_CONTENT_LIMITS.wordMin ||
            letters.length > GAME_CONTENT_LIMITS.wordMax
          );
        })
      )
        problems.push(['correct', GAME_CONTENT_MESSAGES.wordLength]);
      if (!distinct(correct.map(searchableWord))) problems.push(['correct', GAME_CONTENT_MESSAGES.repeatedOption]);
      break;
    case 'categories':
      if (items.length < 2) problems.push(['items', GAME_CONTENT_MESSAGES.needsTwoOptions]);
      if (!distinct(items)) problems.push(['items', GAME_CONTENT_MESSAGES.repeatedOption]);
      if (items.length !== correct.length) problems.push(['correct', GAME_CONTENT_MESSAGES.pairsMismatch]);
      else if (correct.some((name) => !categories.includes(name)))
        problems.push(['correct', GAME_CONTENT_MESSAGES.unknownCategory]);
      break;
  }
  return problems;
}

/** The data step's schema for one interaction: rounds checked as that interaction plays them. */
export function gameContentDataFor(interaction: Interaction) {
  return gameContentDataSchema.superRefine((data, ctx) => {
    if (data.challenges.length === 0)
      ctx.addIssue({ code: 'custom', path: ['challenges'], message: GAME_CONTENT_MESSAGES.noRounds });
    const categories = data.categories.map((category) => category.name);
    if (interaction === 'categories' && categories.length < 2)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: GAME_CONTENT_MESSAGES.needsCategories });
    data.challenges.forEach((round, index) => {
      for (const [field, message] of roundProblems(interaction, round, categories))
        ctx.addIssue({ code: 'custom', path: ['challenges', index, field], message });
    });
  });
}
