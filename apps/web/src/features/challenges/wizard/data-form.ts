import {
  type GameContentData,
  type GameSettings,
  gameContentDataFor,
  gameSettingsSchema,
  type Interaction,
} from '@ava/contracts';
import { z } from 'zod';

/**
 * The data step's form: the rounds as the author edits them (rows that may still be empty),
 * turned into the contracts' content and checked by gameContentDataFor(interaction), the same
 * rules the server applies.
 */

/** Which fields a round of each interaction fills (INTERACTION_GUIDES says the same in words). */
export type RoundShape = 'choices' | 'sentences' | 'pairs' | 'list' | 'groups';

export const ROUND_SHAPES: Record<Interaction, RoundShape> = {
  multiple_choice: 'choices',
  true_false: 'sentences',
  matching: 'pairs',
  memory: 'pairs',
  ordering: 'list',
  fill_blanks: 'list',
  word_search: 'list',
  categories: 'groups',
};

/** Matching offers extra answers that pair with no item; the other pair games do not. */
export const takesDistractors = (interaction: Interaction) => interaction === 'matching';

export interface RoundForm {
  statement: string;
  /** Sentences (true_false), the left side of pairs, or the items to group. */
  items: string[];
  /** The right answers; for pairs and groups, the answer or group of the item at the same position. */
  correct: string[];
  /** true_false: whether the sentence at the same position is true. */
  truths: boolean[];
  wrong: string[];
  hints: string[];
  resolucao_content: string;
}

export interface DataForm {
  data: {
    context_content: string;
    background_img: string | null;
    categories: string[];
    challenges: RoundForm[];
  };
  settings: GameSettings;
}

export interface DataStepOutput {
  data: GameContentData;
  settings: GameSettings;
}

export function emptyRound(interaction: Interaction): RoundForm {
  const two = ['', ''];
  const shape = ROUND_SHAPES[interaction];
  return {
    statement: '',
    items: shape === 'sentences' || shape === 'pairs' || shape === 'groups' ? [...two] : [],
    correct: shape === 'sentences' ? [] : shape === 'choices' ? [''] : [...two],
    truths: shape === 'sentences' ? [false, false] : [],
    wrong: shape === 'choices' ? [...two] : [],
    hints: [],
    resolucao_content: '',
  };
}

/** The saved content as the form edits it; nothing saved yet, one empty round. */
export function dataFormOf(interaction: Interaction, data: unknown, settings: GameSettings | null): DataForm {
  const saved = gameContentDataFor(interaction).safeParse(data);
  const content = saved.success ? saved.data : null;
  const shape = ROUND_SHAPES[interaction];
  return {
    data: {
      context_content: content?.context_content ?? '',
      background_img: content?.background_img ?? null,
      categories:
        content?.categories.map((category) => category.name) ?? (interaction === 'categories' ? ['', ''] : []),
      challenges: content?.challenges.length
        ? content.challenges.map((round) => ({
            statement: round.statement,
            items: round.items,
            correct: shape === 'sentences' ? [] : round.correct,
            truths: shape === 'sentences' ? round.items.map((item) => round.correct.includes(item)) : [],
            wrong: round.wrong,
            hints: round.hints,
            resolucao_content: round.resolucao_content,
          }))
        : [emptyRound(interaction)],
    },
    settings: settings ?? gameSettingsSchema.parse({}),
  };
}

const filled = (list: readonly string[]) => list.map((entry) => entry.trim()).filter(Boolean);

/** Rows left wholly empty are not content; a row with one side filled is, and must be completed. */
function pairedRows(round: RoundForm): [string, string][] {
  return round.items
    .map((item, index): [string, string] => [item.trim(), (round.correct[index] ?? '').trim()])
    .filter(([item, answer]) => item || answer);
}

/** The form's rounds as the contracts' content, each round with its order index. */
export function toContentData(interaction: Interaction, form: DataForm['data']): unknown {
  const shape = ROUND_SHAPES[interaction];
  return {
    context_content: form.context_content,
    background_img: form.background_img,
    categories: filled(form.categories).map((name, order) => ({ order, name })),
    challenges: form.challenges.map((round, order) => {
      const base = {
        order,
        statement: round.statement,
        items: [] as string[],
        correct: [] as string[],
        wrong: shape === 'choices' || takesDistractors(interaction) ? filled(round.wrong) : [],
        hints: filled(round.hints),
        resolucao_content: round.resolucao_content,
      };
      if (shape === 'choices' || shape === 'list') return { ...base, correct: filled(round.correct) };
      if (shape === 'sentences') {
        const sentences = round.items
          .map((item, index) => ({ item: item.trim(), true: round.truths[index] === true }))
          .filter((sentence) => sentence.item);
        return {
          ...base,
          items: sentences.map((sentence) => sentence.item),
          correct: sentences.filter((sentence) => sentence.true).map((sentence) => sentence.item),
        };
      }
      const rows = pairedRows(round);
      return { ...base, items: rows.map(([item]) => item), correct: rows.map(([, answer]) => answer) };
    }),
  };
}

export function dataStepSchema(interaction: Interaction) {
  return z.object({
    data: z.preprocess((form) => toContentData(interaction, form as DataForm['data']), gameContentDataFor(interaction)),
    settings: gameSettingsSchema,
  });
}
