import type { ExamClassifierInput, Grade } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/vocabulary.ts';
import { request } from '../../lib/http/request.ts';
import { ChipInput } from '../inputs/chip-input.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/classes.ts';
import { CLASSIFIER_FORM_NAMESPACE } from './classifier-form-strings.ts';

/** What a wizard's content is classified by, as the exam and trail details give it. */
export interface Classified {
  bncc: Record<string, string>;
  keywords: string[];
  classifications: { id: number }[];
  tags: { id: string; code: string }[];
  pcd_sign: boolean;
  pcd_voice: boolean;
}

/** GET /filters/grades (identity's) */
export const useGrades = () =>
  useQuery({
    queryKey: ['filters', 'grades'],
    queryFn: ({ signal }) => request<{ grades: Grade[] }>('identity', '/filters/grades', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The classifier step of the exam and trail wizards: BNCC skills, keywords, grades, tags and
 * accessibility. It sends the change as the wizards' classifier shape (grades and tags added and removed).
 */
export function ClassifierForm({
  value,
  pending,
  onSave,
  feedback,
}: {
  value: Classified;
  pending: boolean;
  onSave: (classifier: ExamClassifierInput) => void;
  /** What the last save said, shown above the button. */
  feedback?: ReactNode;
}) {
  const { t } = useTranslation(CLASSIFIER_FORM_NAMESPACE);
  const grades = useGrades();
  const [bncc, setBncc] = useState<Record<string, string>>(value.bncc);
  const [code, setCode] = useState('');
  const [skill, setSkill] = useState('');
  const [keywords, setKeywords] = useState(value.keywords);
  const [gradeIds, setGradeIds] = useState(value.classifications.map((grade) => grade.id));
  const [tags, setTags] = useState(value.tags.map((tag) => tag.code));
  const [pcd, setPcd] = useState({ pcd_sign: value.pcd_sign, pcd_voice: value.pcd_voice });

  function addBncc() {
    if (!code.trim()) return;
    setBncc({ ...bncc, [code.trim().toUpperCase()]: skill.trim() });
    setCode('');
    setSkill('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const before = value.classifications.map((grade) => grade.id);
    onSave({
      bncc,
      keywords,
      add_grade: gradeIds.filter((id) => !before.includes(id)),
      rm_grade: before.filter((id) => !gradeIds.includes(id)),
      add_tags: tags
        .filter((tag) => !value.tags.some((kept) => kept.code === tag))
        .map((tag) => ({ id: tag, code: tag })),
      rm_tags: value.tags.filter((kept) => !tags.includes(kept.code)).map((kept) => kept.id),
      ...pcd,
    });
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('bncc')}</legend>
        <ul>
          {Object.entries(bncc).map(([key, description]) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <span>
                <strong>{key}</strong> {description}
              </span>
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => setBncc(Object.fromEntries(Object.entries(bncc).filter(([other]) => other !== key)))}
              >
                {t('removeBncc', { code: key })}
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            {t('bnccCode')}
            <input className={INPUT} value={code} maxLength={30} onChange={(event) => setCode(event.target.value)} />
          </label>
          <label className="flex grow flex-col gap-1">
            {t('bnccDescription')}
            <input className={INPUT} value={skill} maxLength={500} onChange={(event) => setSkill(event.target.value)} />
          </label>
          <button type="button" className={SECONDARY_BUTTON} onClick={addBncc}>
            {t('addBncc')}
          </button>
        </div>
      </fieldset>
      <ChipInput
        label={t('keywords')}
        value={keywords}
        onChange={setKeywords}
        hint={t('keywordsHint')}
        placeholder={t('keywordsPlaceholder')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t('grades')}</legend>
        <div className="flex flex-wrap gap-3">
          {(grades.data?.grades ?? []).map((grade) => (
            <label key={grade.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={gradeIds.includes(grade.id)}
                onChange={(event) =>
                  setGradeIds(event.target.checked ? [...gradeIds, grade.id] : gradeIds.filter((id) => id !== grade.id))
                }
              />
              {serverText(grade.name)}
            </label>
          ))}
        </div>
      </fieldset>
      <ChipInput
        label={t('tags')}
        value={tags}
        onChange={setTags}
        hint={t('tagsHint')}
        placeholder={t('tagsPlaceholder')}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={pcd.pcd_sign}
          onChange={(event) => setPcd({ ...pcd, pcd_sign: event.target.checked })}
        />
        {t('pcdSign')}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={pcd.pcd_voice}
          onChange={(event) => setPcd({ ...pcd, pcd_voice: event.target.checked })}
        />
        {t('pcdVoice')}
      </label>
      {feedback}
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}
