import { essayRubricFor, FEEDBACK_TYPES } from '@ava/contracts';
import type { OpenAiCompatibleClient } from '../../../platform/ai/openai-compatible.ts';
import { withoutNames } from '../../../platform/ai/without-names.ts';
import { rubricFor } from './embedded-corrector.ts';
import type {
  CorrectionInput,
  CriterionScore,
  EssayCorrection,
  EssayCorrector,
  EssayMark,
  MarkKind,
} from './essay-corrector.ts';

/** The criteria of each rubric (contracts' essayRubricFor, as the embedded engine scores them), with their scale. */
const CRITERIA = {
  enem: { ids: essayRubricFor('ensino-medio').map((criterion) => criterion.id), max: 200, step: 40 },
  school: { ids: essayRubricFor('fundamental-1').map((criterion) => criterion.id), max: 100, step: 25 },
} as const;
const KINDS: readonly MarkKind[] = ['spelling', 'grammar', 'style', 'structure', 'proposal'];
const CATEGORY_OF: Record<MarkKind, number> = {
  spelling: FEEDBACK_TYPES.attention,
  grammar: FEEDBACK_TYPES.attention,
  style: FEEDBACK_TYPES.improve,
  structure: FEEDBACK_TYPES.improve,
  proposal: FEEDBACK_TYPES.suggestion,
};

interface ModelAnswer {
  marks?: { trecho?: unknown; tipo?: unknown; criterio?: unknown; comentario?: unknown }[];
  notas?: { criterio?: unknown; nota?: unknown; motivos?: unknown }[];
}

function instructions(rubric: 'enem' | 'school'): string {
  const { ids, max, step } = CRITERIA[rubric];
  return [
    'Você corrige redações escolares em português do Brasil para um professor, que valida cada sugestão.',
    'Responda somente com um objeto JSON, sem texto antes ou depois, no formato:',
    '{"marks":[{"trecho":"...","tipo":"spelling|grammar|style|structure|proposal","criterio":"...","comentario":"..."}],',
    '"notas":[{"criterio":"...","nota":0,"motivos":["..."]}]}',
    '"trecho" copia exatamente um trecho curto da redação. "comentario" explica ao aluno, com gentileza, o que melhorar.',
    `Critérios: ${ids.join(', ')}; notas de 0 a ${max}, em passos de ${step}.`,
    '"[nome]" substitui o nome de uma pessoa: não o comente.',
  ].join('\n');
}

/** The JSON object in a model's answer (which may wrap it in a code fence or words). */
function jsonOf(answer: string): ModelAnswer {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end <= start) throw new Error('o modelo não respondeu em JSON');
  return JSON.parse(answer.slice(start, end + 1)) as ModelAnswer;
}

/** The model's marks placed on the essay by their quotes; a quote not found in the text is dropped. */
function marksOf(answer: ModelAnswer, text: string, rubric: 'enem' | 'school'): EssayMark[] {
  const criteria = CRITERIA[rubric].ids;
  const marks: EssayMark[] = [];
  for (const mark of answer.marks ?? []) {
    const quote = typeof mark.trecho === 'string' ? mark.trecho.trim() : '';
    const start = quote && !quote.includes('[nome]') ? text.indexOf(quote) : -1;
    if (start === -1) continue;
    const kind = KINDS.includes(mark.tipo as MarkKind) ? (mark.tipo as MarkKind) : 'style';
    const competence = criteria.includes(String(mark.criterio)) ? String(mark.criterio) : (criteria[0] ?? 'c1');
    const comment = typeof mark.comentario === 'string' ? mark.comentario.trim().slice(0, 500) : '';
    if (!comment) continue;
    marks.push({
      start,
      end: start + quote.length,
      kind,
      rule: `modelo.${kind}`,
      category: CATEGORY_OF[kind],
      competence,
      comment,
    });
  }
  return marks.sort((a, b) => a.start - b.start);
}

function scoresOf(answer: ModelAnswer, rubric: 'enem' | 'school'): CriterionScore[] {
  const { ids, max, step } = CRITERIA[rubric];
  return ids.flatMap((id) => {
    const given = (answer.notas ?? []).find((score) => score.criterio === id);
    const value = Number(given?.nota);
    if (!given || !Number.isFinite(value)) return [];
    const reasons = Array.isArray(given.motivos) ? given.motivos.filter((reason) => typeof reason === 'string') : [];
    return [
      {
        id,
        score: Math.min(max, Math.max(0, Math.round(value / step) * step)),
        max,
        reasons: reasons.slice(0, 5).map((reason) => ({ text: String(reason).slice(0, 500) })),
      },
    ];
  });
}

/**
 * A corrector asking an OpenAI-compatible model: the essay (people's names replaced by '[nome]')
 * with the rubric, answered as JSON marks quoting the text and scores with reasons. Only what the
 * correction needs leaves the platform: the essay's text and the activity's statement.
 */
export function createModelCorrector(client: OpenAiCompatibleClient): EssayCorrector {
  return {
    async correct(input: CorrectionInput): Promise<EssayCorrection> {
      const rubric = input.rubric ?? rubricFor(input.stage);
      const names = input.names ?? [];
      let answer = '';
      for await (const piece of client.streamChat(
        [
          { role: 'system', content: instructions(rubric) },
          {
            role: 'user',
            content: `Tema: ${withoutNames(input.prompt, names)}\n\nRedação:\n${withoutNames(input.text, names)}`,
          },
        ],
        { temperature: 0 },
      )) {
        answer += piece;
      }
      const parsed = jsonOf(answer);
      return {
        rubric,
        marks: input.scope === 'rubric' ? [] : marksOf(parsed, input.text, rubric),
        scores: input.scope === 'language' ? [] : scoresOf(parsed, rubric),
      };
    },
  };
}
