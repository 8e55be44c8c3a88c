import { FEEDBACK_TYPES, type Stage } from '@ava/contracts';
import type { EssayCorrector, EssayMark, Rubric } from './essay-corrector.ts';
import { interventionOf, shapeOf } from './features.ts';
import { languageMarks } from './language.ts';
import type { Area } from './rules.ts';
import { enemScores, INTERVENTION_LABELS, schoolScores } from './scores.ts';
import { loadSpeller } from './speller.ts';

const ENEM_STAGES: readonly (Stage | null)[] = ['ensino-medio', 'adulto', null];

/** The rubric an essay is scored by, as the correction screen's `essayRubricFor` picks it. */
export function rubricFor(stage: Stage | null): Rubric {
  return ENEM_STAGES.includes(stage) ? 'enem' : 'school';
}

const CRITERION: Record<Rubric, Record<Area, string>> = {
  enem: { norma: 'c1', estrutura: 'c2', argumentos: 'c3', coesao: 'c4', proposta: 'c5' },
  school: {
    norma: 'ortografia',
    estrutura: 'organizacao',
    argumentos: 'organizacao',
    coesao: 'organizacao',
    proposta: 'tema',
  },
};

/** Marks about the essay as a whole: too few paragraphs, long periods, the intervention proposal. */
function rubricMarks(
  rubric: Rubric,
  shape: ReturnType<typeof shapeOf>,
  intervention: ReturnType<typeof interventionOf>,
): EssayMark[] {
  const marks: EssayMark[] = [];
  const criterion = CRITERION[rubric];
  const first = shape.paragraphs[0];
  const last = shape.paragraphs.at(-1);
  if (first && shape.paragraphs.length < 3) {
    marks.push({
      start: first.start,
      end: Math.min(first.end, first.start + 80),
      kind: 'structure',
      rule: 'paragrafos',
      category: FEEDBACK_TYPES.suggestion,
      competence: criterion.estrutura,
      comment: `O texto tem ${shape.paragraphs.length} parágrafo(s): organize-o em introdução, desenvolvimento e conclusão.`,
    });
  }
  for (const sentence of shape.longSentences) {
    marks.push({
      start: sentence.start,
      end: sentence.end,
      kind: 'structure',
      rule: 'periodo-longo',
      category: FEEDBACK_TYPES.improve,
      competence: criterion.norma,
      comment: 'Período muito longo: divida-o em frases menores.',
    });
  }
  if (rubric === 'enem' && last && shape.paragraphs.length > 1) {
    const parts = Object.keys(INTERVENTION_LABELS) as (keyof typeof INTERVENTION_LABELS)[];
    const missing = parts.filter((part) => !intervention[part]).map((part) => INTERVENTION_LABELS[part]);
    const action = intervention.action;
    if (action && missing.length === 0) {
      marks.push({
        start: action.start,
        end: action.end,
        kind: 'proposal',
        rule: 'proposta-completa',
        category: FEEDBACK_TYPES.great,
        competence: 'c5',
        comment: 'Proposta de intervenção completa: agente, ação, meio, finalidade e detalhamento.',
      });
    } else {
      const at = action ?? { start: last.start, end: Math.min(last.end, last.start + 80) };
      marks.push({
        start: at.start,
        end: at.end,
        kind: 'proposal',
        rule: 'proposta-incompleta',
        category: FEEDBACK_TYPES.suggestion,
        competence: 'c5',
        comment: `Proposta de intervenção: falta ${missing.join(', ')}.`,
      });
    }
  }
  return marks;
}

/** The embedded corrector: Hunspell and rules, in the process, no network and no model. */
export function createEmbeddedCorrector(): EssayCorrector {
  return {
    async correct(input) {
      const rubric = input.rubric ?? rubricFor(input.stage);
      const speller = await loadSpeller();
      const shape = shapeOf(input.text);
      const language = languageMarks(input.text, speller);
      const conclusion = shape.paragraphs.at(-1) ?? { start: 0, end: 0, text: '' };
      const intervention = interventionOf(input.text, conclusion);
      const evidence = { text: input.text, prompt: input.prompt, shape, language, intervention };
      const criterion = CRITERION[rubric];
      const marks: EssayMark[] =
        input.scope === 'rubric' ? [] : language.map(({ area, ...mark }) => ({ ...mark, competence: criterion[area] }));
      if (input.scope !== 'language') marks.push(...rubricMarks(rubric, shape, intervention));
      return {
        rubric,
        marks: marks.sort((a, b) => a.start - b.start),
        scores: input.scope === 'language' ? [] : rubric === 'enem' ? enemScores(evidence) : schoolScores(evidence),
      };
    },
  };
}
