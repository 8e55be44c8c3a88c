import { QUESTION_LIMITS, type QuestionInput, type QuestionView, questionRulesError } from '@ava/contracts';
import { z } from 'zod';
import { htmlToPlainText, plainTextToHtml } from '../../components/rich-text-editor/plain-text.ts';

/** A stored file as the form holds it: the key sent to the server and a url to preview it. */
export type Media = { key: string; url: string } | null;

const media = z.object({ key: z.string(), url: z.string() }).nullable();

/**
 * The question form. The rules are those of the server (`questionRulesError` of contracts);
 * the correct alternative is one radio group, so at most one is ever chosen.
 */
export const questionFormSchema = z
  .object({
    question_txt: z.string(),
    question_img: media,
    question_snd: media,
    alternatives: z.array(
      z.object({
        id: z.string().optional(),
        alternative_txt: z.string(),
        alternative_img: media,
        alternative_snd: media,
      }),
    ),
    /** The index of the correct alternative, as the radio group holds it; '' when none. */
    correct: z.string(),
    bncc: z.array(z.string()),
    keywords: z.array(z.string()),
    classifications: z.array(z.string()),
    grade_id: z.number().int().nullable(),
    subject: z.string().trim().max(QUESTION_LIMITS.subjectMaxLength),
  })
  .superRefine((form, ctx) => {
    const error = questionRulesError(toQuestionInput(form));
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
export type QuestionForm = z.infer<typeof questionFormSchema>;

const blankAlternative = () => ({ alternative_txt: '', alternative_img: null, alternative_snd: null });

export function emptyQuestionForm(): QuestionForm {
  return {
    question_txt: '',
    question_img: null,
    question_snd: null,
    alternatives: [blankAlternative(), blankAlternative(), blankAlternative(), blankAlternative()],
    correct: '',
    bncc: [],
    keywords: [],
    classifications: [],
    grade_id: null,
    subject: '',
  };
}

export const newAlternative = blankAlternative;

const mediaOf = (key: string | null, url: string | null): Media => (key && url ? { key, url } : null);

export function questionToForm(question: QuestionView): QuestionForm {
  return {
    question_txt: question.question_txt,
    question_img: mediaOf(question.question_img_key, question.question_img),
    question_snd: mediaOf(question.question_snd_key, question.question_snd),
    alternatives: question.alternatives.map((alternative) => ({
      id: alternative.id,
      alternative_txt: htmlToPlainText(alternative.alternative_txt),
      alternative_img: mediaOf(alternative.alternative_img_key, alternative.alternative_img),
      alternative_snd: mediaOf(alternative.alternative_snd_key, alternative.alternative_snd),
    })),
    correct: String(question.alternatives.findIndex((alternative) => alternative.correct_alternative)).replace(
      '-1',
      '',
    ),
    bncc: Object.keys(question.bncc),
    keywords: question.keywords,
    classifications: question.classifications,
    grade_id: question.grade_id,
    subject: question.subject ?? '',
  };
}

/** The body of the question calls; a BNCC code keeps the description it had. */
export function toQuestionInput(form: QuestionForm, knownBncc: Record<string, string> = {}): QuestionInput {
  return {
    question_txt: form.question_txt,
    question_img: form.question_img?.key ?? null,
    question_snd: form.question_snd?.key ?? null,
    alternatives: form.alternatives.map((alternative, index) => ({
      ...(alternative.id ? { id: alternative.id } : {}),
      alternative_txt: plainTextToHtml(alternative.alternative_txt),
      alternative_img: alternative.alternative_img?.key ?? null,
      alternative_snd: alternative.alternative_snd?.key ?? null,
      correct_alternative: form.correct === String(index),
    })),
    bncc: Object.fromEntries(form.bncc.map((code) => [code, knownBncc[code] ?? ''])),
    keywords: form.keywords,
    classifications: form.classifications,
    grade_id: form.grade_id,
    subject: form.subject.trim() || null,
  };
}

/** The correct index after the alternative at `removed` goes. */
export function correctAfterRemoval(correct: string, removed: number): string {
  if (correct === '') return '';
  const index = Number(correct);
  if (index === removed) return '';
  return String(index > removed ? index - 1 : index);
}
