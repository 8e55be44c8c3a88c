import type { CriterionScore, ScoreReason } from './essay-corrector.ts';
import {
  connectivesOf,
  type EssayShape,
  type Found,
  type Intervention,
  repertoireOf,
  themeCoverage,
} from './features.ts';
import type { LanguageMark } from './language.ts';
import { quoteOf } from './text.ts';

export interface Evidence {
  text: string;
  prompt: string;
  shape: EssayShape;
  language: LanguageMark[];
  intervention: Intervention;
}

const ENEM_MAX = 200;
const level = (steps: number) => Math.max(0, Math.min(5, steps)) * 40;
const quoted = (text: string, found: { start: number; end: number }) => quoteOf(text, found.start, found.end);
/** ENEM essays below 7 lines are not corrected; about 70 words is that. */
const TOO_SHORT_WORDS = 70;

function normErrors(marks: LanguageMark[]) {
  return marks.filter((mark) => (mark.area === 'norma' && mark.kind !== 'style') || mark.rule.startsWith('oralidade'));
}

function c1(e: Evidence): CriterionScore {
  const errors = normErrors(e.language);
  const perHundred = e.shape.words === 0 ? Infinity : (errors.length * 100) / e.shape.words;
  const steps =
    errors.length === 0 && e.shape.words >= 150
      ? 5
      : perHundred <= 1
        ? 4
        : perHundred <= 2.5
          ? 3
          : perHundred <= 4
            ? 2
            : perHundred <= 6
              ? 1
              : 0;
  const reasons: ScoreReason[] = [
    {
      text: `${errors.length} desvio(s) da norma padrão em ${e.shape.words} palavras (${perHundred === Infinity ? '—' : perHundred.toFixed(1).replace('.', ',')} a cada 100).`,
    },
    ...errors.slice(0, 3).map((mark) => ({ text: mark.comment, quote: quoted(e.text, mark) })),
  ];
  if (e.shape.longSentences[0])
    reasons.push({
      text: 'Há períodos muito longos, que prejudicam a estrutura sintática.',
      quote: quoted(e.text, e.shape.longSentences[0]),
    });
  return { id: 'c1', score: level(steps - (e.shape.longSentences.length > 1 ? 1 : 0)), max: ENEM_MAX, reasons };
}

function c2(e: Evidence): CriterionScore {
  const repertoire = repertoireOf(e.text);
  const coverage = themeCoverage(e.text, e.prompt);
  const paragraphs = e.shape.paragraphs.length;
  let steps = 1;
  const reasons: ScoreReason[] = [];
  if (e.shape.words >= 150) steps += 1;
  if (paragraphs >= 3) steps += 1;
  if (paragraphs >= 4 && e.shape.words >= 250) steps += 1;
  reasons.push({
    text: `${paragraphs} parágrafo(s) e ${e.shape.words} palavras; o texto dissertativo-argumentativo pede introdução, desenvolvimento e conclusão (4 parágrafos, de 250 a 400 palavras).`,
  });
  if (repertoire.length > 0) {
    steps += 1;
    reasons.push({
      text: 'Usa repertório (dados, fontes ou citações).',
      quote: quoted(e.text, repertoire[0] as Found),
    });
  } else reasons.push({ text: 'Não há repertório sociocultural: dados, leis, autores ou fatos históricos.' });
  if (coverage !== null && coverage < 0.2) {
    steps -= 1;
    reasons.push({ text: 'Poucas palavras do tema aparecem no texto: verifique se ele não tangencia o tema.' });
  }
  return { id: 'c2', score: e.shape.words < TOO_SHORT_WORDS ? 0 : level(steps), max: ENEM_MAX, reasons };
}

const ARGUMENT_MARKERS = new Set(['causa', 'exemplo', 'conclusão']);

function c3(e: Evidence): CriterionScore {
  const markers = connectivesOf(e.text).filter((found) => ARGUMENT_MARKERS.has(found.label));
  const development = e.shape.paragraphs.slice(1, -1);
  const developed = development.filter(
    (paragraph) => e.shape.sentences.filter((s) => s.start >= paragraph.start && s.end <= paragraph.end).length >= 2,
  );
  const steps = Math.min(4, Math.ceil(markers.length / 2)) + (developed.length >= 2 ? 1 : 0);
  const reasons: ScoreReason[] = [
    {
      text: `${markers.length} marca(s) de argumentação (causa, exemplo, conclusão).`,
      ...(markers[0] && { quote: quoted(e.text, markers[0]) }),
    },
    { text: `${developed.length} parágrafo(s) de desenvolvimento com mais de um período.` },
  ];
  return { id: 'c3', score: e.shape.words < TOO_SHORT_WORDS ? 0 : level(Math.max(1, steps)), max: ENEM_MAX, reasons };
}

function c4(e: Evidence): CriterionScore {
  const connectives = connectivesOf(e.text);
  const kinds = new Set(connectives.map((found) => found.label));
  const distinct = new Set(connectives.map((found) => found.text.toLowerCase()));
  const opening = e.shape.paragraphs
    .slice(1)
    .filter((paragraph) =>
      connectives.some((found) => found.start - paragraph.start < 25 && found.start >= paragraph.start),
    );
  const repetitions = e.language.filter((mark) => mark.rule === 'repeticao');
  let steps = distinct.size === 0 ? 0 : distinct.size <= 2 ? 1 : distinct.size <= 4 ? 2 : distinct.size <= 6 ? 3 : 4;
  if (steps >= 3 && opening.length >= 2 && kinds.size >= 3) steps += 1;
  if (repetitions.length >= 3) steps -= 1;
  const reasons: ScoreReason[] = [
    {
      text: `${distinct.size} conectivo(s) diferentes, de ${kinds.size} tipo(s): ${[...kinds].join(', ') || 'nenhum'}.`,
      ...(connectives[0] && { quote: quoted(e.text, connectives[0]) }),
    },
    { text: `${opening.length} parágrafo(s) ligados ao anterior por um conectivo.` },
  ];
  if (repetitions.length > 0)
    reasons.push({
      text: `${repetitions.length} repetição(ões) de palavra próximas.`,
      quote: quoted(e.text, repetitions[0] as LanguageMark),
    });
  return { id: 'c4', score: level(steps), max: ENEM_MAX, reasons };
}

export const INTERVENTION_LABELS: Record<keyof Intervention, string> = {
  agent: 'agente (quem)',
  action: 'ação (o quê)',
  means: 'meio (como)',
  purpose: 'finalidade (para quê)',
  detail: 'detalhamento',
};

function c5(e: Evidence): CriterionScore {
  const parts = Object.keys(INTERVENTION_LABELS) as (keyof Intervention)[];
  const found = parts.filter((part) => e.intervention[part]);
  const reasons: ScoreReason[] = parts.map((part) => {
    const item = e.intervention[part];
    return item
      ? { text: `Proposta de intervenção: ${INTERVENTION_LABELS[part]} presente.`, quote: quoted(e.text, item) }
      : { text: `Proposta de intervenção: falta o ${INTERVENTION_LABELS[part]}.` };
  });
  return { id: 'c5', score: e.intervention.action ? level(found.length) : 0, max: ENEM_MAX, reasons };
}

export function enemScores(e: Evidence): CriterionScore[] {
  return [c1(e), c2(e), c3(e), c4(e), c5(e)];
}

/** The school rubric (infantil and fundamental): four criteria from 0 to 100, in steps of 25. */
const SCHOOL_MAX = 100;
const quarter = (steps: number) => Math.max(0, Math.min(4, steps)) * 25;

export function schoolScores(e: Evidence): CriterionScore[] {
  const errors = normErrors(e.language);
  const perHundred = e.shape.words === 0 ? Infinity : (errors.length * 100) / e.shape.words;
  const words = e.text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const variety = words.length === 0 ? 0 : new Set(words).size / words.length;
  const coverage = themeCoverage(e.text, e.prompt);
  const paragraphs = e.shape.paragraphs.length;
  const punctuated = e.shape.paragraphs.filter((p) => /[.!?…]$/.test(p.text)).length;
  return [
    {
      id: 'ortografia',
      score: quarter(perHundred <= 1 ? 4 : perHundred <= 3 ? 3 : perHundred <= 6 ? 2 : perHundred <= 10 ? 1 : 0),
      max: SCHOOL_MAX,
      reasons: [
        { text: `${errors.length} erro(s) de escrita em ${e.shape.words} palavras.` },
        ...errors.slice(0, 3).map((mark) => ({ text: mark.comment, quote: quoted(e.text, mark) })),
      ],
    },
    {
      id: 'organizacao',
      score: quarter(
        (paragraphs >= 2 ? 1 : 0) +
          (paragraphs >= 3 ? 1 : 0) +
          (punctuated === paragraphs && paragraphs > 0 ? 1 : 0) +
          (connectivesOf(e.text).length >= 2 ? 1 : 0),
      ),
      max: SCHOOL_MAX,
      reasons: [
        { text: `${paragraphs} parágrafo(s), ${punctuated} terminado(s) com pontuação.` },
        { text: `${connectivesOf(e.text).length} palavra(s) que ligam as ideias.` },
      ],
    },
    {
      id: 'criatividade',
      score: quarter(variety >= 0.7 ? 4 : variety >= 0.6 ? 3 : variety >= 0.5 ? 2 : variety >= 0.4 ? 1 : 0),
      max: SCHOOL_MAX,
      reasons: [{ text: `Variedade de vocabulário: ${Math.round(variety * 100)}% de palavras diferentes.` }],
    },
    {
      id: 'tema',
      score: quarter(
        coverage === null
          ? e.shape.words >= 80
            ? 3
            : 2
          : coverage >= 0.5
            ? 4
            : coverage >= 0.3
              ? 3
              : coverage >= 0.15
                ? 2
                : 1,
      ),
      max: SCHOOL_MAX,
      reasons: [
        coverage === null
          ? { text: 'A proposta da atividade não tem palavras para comparar com o texto.' }
          : { text: `${Math.round(coverage * 100)}% das palavras principais da proposta aparecem no texto.` },
      ],
    },
  ];
}
