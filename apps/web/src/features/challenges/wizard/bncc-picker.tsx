import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { useBnccSearch } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';

const SEARCH_PAUSE_MS = 300;
const MAX_SKILLS = 20;

interface Props {
  /** Chosen skills: code -> description. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}

/** BNCC skills as chips, found by code or words once typing pauses. */
export function BnccPicker({ value, onChange }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState('');
  const results = useBnccSearch(searched);
  const found = (results.data ?? []).filter((skill) => !Object.hasOwn(value, skill.code));
  const full = Object.keys(value).length >= MAX_SKILLS;

  useEffect(() => {
    const timer = setTimeout(() => setSearched(term.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-title">{t('wizard.classification.bncc')}</legend>
      {Object.keys(value).length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {Object.entries(value).map(([code, description]) => (
            <li
              key={code}
              title={description}
              className="flex items-center gap-1 rounded-full bg-light px-2.5 py-0.5 text-sm text-dark"
            >
              <strong>{code}</strong>
              <button
                type="button"
                aria-label={t('wizard.classification.bnccRemove', { code })}
                onClick={() => onChange(Object.fromEntries(Object.entries(value).filter(([other]) => other !== code)))}
                className="-my-1 -mr-1.5 grid size-6 place-items-center rounded-full hover:bg-white/60"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="text-sm font-semibold text-title">
        {t('wizard.classification.bnccSearch')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={INPUT}
        maxLength={100}
        disabled={full}
        placeholder={t('wizard.classification.bnccSearchPlaceholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {searched.length >= 2 && results.data && found.length === 0 && (
        <p className="text-sm text-subtitle">{t('wizard.classification.bnccNone')}</p>
      )}
      {found.length > 0 && (
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-lg border border-gray-200 bg-white p-1">
          {found.map((skill) => (
            <li key={skill.code}>
              <button
                type="button"
                disabled={full}
                onClick={() => onChange({ ...value, [skill.code]: skill.description })}
                className="flex w-full items-start gap-2 rounded p-2 text-left text-sm hover:bg-light"
              >
                <Plus className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="sr-only">{t('wizard.classification.bnccAdd', { code: skill.code })}: </span>
                  <strong aria-hidden="true">{skill.code}</strong> {skill.description}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
