import type { ExamDetail } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipInput } from '../../../components/inputs/chip-input.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useGrades } from '../api/exam-detail.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** Classifiers: BNCC skills, keywords, grades, tags and accessibility (the trail wizard's classifier shape). */
export function ClassifiersStep({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const grades = useGrades();
  const next = useNextStep();
  const save = useWizardStep(wizardSteps.classifiers);
  const [bncc, setBncc] = useState<Record<string, string>>(exam.bncc);
  const [code, setCode] = useState('');
  const [skill, setSkill] = useState('');
  const [keywords, setKeywords] = useState(exam.keywords);
  const [gradeIds, setGradeIds] = useState(exam.classifications.map((grade) => grade.id));
  const [tags, setTags] = useState(exam.tags.map((tag) => tag.code));
  const [pcd, setPcd] = useState({ pcd_sign: exam.pcd_sign, pcd_voice: exam.pcd_voice });

  function addBncc() {
    if (!code.trim()) return;
    setBncc({ ...bncc, [code.trim().toUpperCase()]: skill.trim() });
    setCode('');
    setSkill('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const before = exam.classifications.map((grade) => grade.id);
    save.mutate(
      [
        exam.external_id,
        {
          bncc,
          keywords,
          add_grade: gradeIds.filter((id) => !before.includes(id)),
          rm_grade: before.filter((id) => !gradeIds.includes(id)),
          add_tags: tags
            .filter((tag) => !exam.tags.some((kept) => kept.code === tag))
            .map((tag) => ({ id: tag, code: tag })),
          rm_tags: exam.tags.filter((kept) => !tags.includes(kept.code)).map((kept) => kept.id),
          ...pcd,
        },
      ],
      { onSuccess: next },
    );
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('classifiers.bncc')}</legend>
        <ul>
          {Object.entries(bncc).map(([key, description]) => (
            <li key={key} className="flex items-center gap-2">
              <span>
                <strong>{key}</strong> {description}
              </span>
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => setBncc(Object.fromEntries(Object.entries(bncc).filter(([other]) => other !== key)))}
              >
                {t('classifiers.removeBncc', { code: key })}
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            {t('classifiers.bnccCode')}
            <input className={INPUT} value={code} maxLength={30} onChange={(event) => setCode(event.target.value)} />
          </label>
          <label className="flex grow flex-col gap-1">
            {t('classifiers.bnccDescription')}
            <input className={INPUT} value={skill} maxLength={500} onChange={(event) => setSkill(event.target.value)} />
          </label>
          <button type="button" className={SECONDARY_BUTTON} onClick={addBncc}>
            {t('classifiers.addBncc')}
          </button>
        </div>
      </fieldset>
      <ChipInput
        label={t('classifiers.keywords')}
        value={keywords}
        onChange={setKeywords}
        hint={t('classifiers.keywordsHint')}
        placeholder={t('classifiers.keywordsPlaceholder')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t('classifiers.grades')}</legend>
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
        label={t('classifiers.tags')}
        value={tags}
        onChange={setTags}
        hint={t('classifiers.tagsHint')}
        placeholder={t('classifiers.tagsPlaceholder')}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={pcd.pcd_sign}
          onChange={(event) => setPcd({ ...pcd, pcd_sign: event.target.checked })}
        />
        {t('classifiers.pcdSign')}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={pcd.pcd_voice}
          onChange={(event) => setPcd({ ...pcd, pcd_voice: event.target.checked })}
        />
        {t('classifiers.pcdVoice')}
      </label>
      <StepFeedback error={save.error} saved={save.isSuccess} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('classifiers.save')}
      </button>
    </form>
  );
}
