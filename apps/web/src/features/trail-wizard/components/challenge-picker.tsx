import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, LINK_BUTTON } from '../../../components/ui/classes.ts';
import { useChallengeChoices } from '../api/trail-queries.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';

/** A challenge step's challenge: found by title among the active ones the teacher may use. */
export function ChallengePicker({
  value,
  title,
  onChange,
}: {
  value: string;
  title: string | null;
  onChange: (id: string, title: string) => void;
}) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const [search, setSearch] = useState('');
  const choices = useChallengeChoices(search);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('items.challenge')}</legend>
      <p role="status">{value ? t('items.challengeChosen', { title: title ?? value }) : t('items.challengeNone')}</p>
      <label className="flex flex-col gap-1">
        {t('items.challengeSearch')}
        <input className={INPUT} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {choices.data?.results.length === 0 && <p>{t('items.noChallenges')}</p>}
      <ul className="flex flex-col gap-1">
        {choices.data?.results.map((challenge) => (
          <li key={challenge.oed_content_id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words">{challenge.title}</span>
            <button
              type="button"
              className={LINK_BUTTON}
              aria-pressed={value === challenge.oed_content_id}
              aria-label={`${t('items.choose')}: ${challenge.title}`}
              onClick={() => onChange(challenge.oed_content_id, challenge.title)}
            >
              {t('items.choose')}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
