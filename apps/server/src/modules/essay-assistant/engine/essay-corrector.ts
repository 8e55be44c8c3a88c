import type { Stage } from '@ava/contracts';

/** What a mark is about; the bench measures the spelling and grammar kinds. */
export type MarkKind = 'spelling' | 'grammar' | 'style' | 'structure' | 'proposal';

/** One problem (or strength) found in the essay: a range of its plain text and what to say about it. */
export interface EssayMark {
  start: number;
  end: number;
  kind: MarkKind;
  /** The rule that found it, stable across versions (the bench and the tests name it). */
  rule: string;
  /** A FEEDBACK_TYPES code: great 1, improve 2, attention 3, suggestion 4. */
  category: number;
  /** The rubric criterion it bears on (c1…c5, or the school rubric's ids). */
  competence: string;
  comment: string;
}

export interface ScoreReason {
  text: string;
  /** An excerpt of the essay the reason rests on. */
  quote?: string;
}

export interface CriterionScore {
  id: string;
  score: number;
  max: number;
  reasons: ScoreReason[];
}

export type Rubric = 'enem' | 'school';

export interface EssayCorrection {
  rubric: Rubric;
  marks: EssayMark[];
  scores: CriterionScore[];
}

export interface CorrectionInput {
  /** The essay's plain text, paragraphs joined by '\n' (what bookmark ranges are offsets into). */
  text: string;
  /** The stage of the activity's classroom, which picks the rubric. */
  stage: Stage | null;
  /** The activity's title and statement, to see whether the essay keeps to the theme. */
  prompt: string;
  /** `language`: only spelling, grammar and style marks; `rubric`: only the scores and the rubric's marks. */
  scope: 'full' | 'language' | 'rubric';
  /** Forces the ENEM rubric whatever the stage (the suggestion-enem call). */
  rubric?: Rubric;
  /** People whose names an external model must not see (the essay's author). */
  names?: string[];
}

/**
 * What corrects an essay: the embedded engine (rules and a Hunspell dictionary, no network, on a
 * thread of its own), or an OpenAI-compatible model where the installation configures one and the
 * platform allows it (`essay-assistant.service.ts` chooses, and falls back to the embedded one).
 */
export interface EssayCorrector {
  correct(input: CorrectionInput): Promise<EssayCorrection>;
}
