import { ACCOUNT_MESSAGES, MESSAGES, RELATIVES, type Responsible } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { type ResponsibleInput, useResponsibleMutations, useResponsibles } from '../api/responsibles.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

const EMPTY = { name: '', relationship: 'mother', email: '', phone: '' };
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const NAME_MIN = 2;

type Problems = Partial<Record<'name' | 'email', string>>;

/** The form's own Portuguese messages (the browser's bubbles are off). */
function check(values: typeof EMPTY): Problems {
  const found: Problems = {};
  const name = values.name.trim();
  if (name === '') found.name = MESSAGES.requiredField;
  else if (name.length < NAME_MIN) found.name = ACCOUNT_MESSAGES.invalidName;
  const email = orNull(values.email);
  if (email && !z.email().safeParse(email).success) found.email = ACCOUNT_MESSAGES.invalidEmail;
  return found;
}

/**
 * The student's responsible adults: the guardians linked to their account (shown, not removable
 * here) and the adults the student lists, added and removed with a confirmation.
 */
export function ResponsiblesSection() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const id = useId();
  const { data } = useResponsibles();
  const { add, remove } = useResponsibleMutations();
  const [values, setValues] = useState(EMPTY);
  const [removing, setRemoving] = useState<Responsible | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await add.mutateAsync({
      name: values.name.trim(),
      relationship: values.relationship as ResponsibleInput['relationship'],
      email: orNull(values.email),
      phone: orNull(values.phone),
    });
    setValues(EMPTY);
  }

  const guardians = data?.guardians ?? [];
  const responsibles = data?.responsibles ?? [];
  return (
    <div className="flex max-w-xl flex-col gap-6">
      {guardians.length === 0 && responsibles.length === 0 && (
        <p className="text-subtitle">{t('responsibles.empty')}</p>
      )}
      {guardians.length > 0 && (
        <ul className="flex flex-col gap-2">
          {guardians.map((person) => (
            <li key={person.id} className="rounded-lg border border-gray-200 bg-white p-3">
              <p className="font-semibold">{person.name}</p>
              <p className="text-sm text-subtitle">
                {[t('responsibles.linked'), person.email].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {responsibles.length > 0 && guardians.length > 0 && (
        <h3 className="font-bold text-title">{t('responsibles.others')}</h3>
      )}
      {responsibles.length > 0 && (
        <ul className="flex flex-col gap-2">
          {responsibles.map((person) => (
            <li key={person.id} className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{person.name}</p>
                <p className="text-sm text-subtitle">
                  {[t(`responsibles.relatives.${person.relationship}`), person.email, person.phone]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <button type="button" onClick={() => setRemoving(person)} className={LINK_BUTTON}>
                {t('responsibles.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void submit(event).catch(() => {})} className="flex flex-col gap-3">
        <h3 className="font-bold text-title">{t('responsibles.add')}</h3>
        <label htmlFor={`${id}-name`} className="flex flex-col gap-1 font-semibold">
          {t('responsibles.name')}
          <input
            id={`${id}-name`}
            required
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={problems.name ? `${id}-name-error` : undefined}
            value={values.name}
            onChange={set('name')}
            className={INPUT}
          />
        </label>
        {problems.name && (
          <p id={`${id}-name-error`} role="alert" className="-mt-2 text-sm text-red-700">
            {problems.name}
          </p>
        )}
        <label htmlFor={`${id}-relationship`} className="flex flex-col gap-1 font-semibold">
          {t('responsibles.relationship')}
          <select
            id={`${id}-relationship`}
            value={values.relationship}
            onChange={set('relationship')}
            className={INPUT}
          >
            {RELATIVES.map((relative) => (
              <option key={relative} value={relative}>
                {t(`responsibles.relatives.${relative}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="flex flex-col gap-1 font-semibold">
              {t('responsibles.email')}
              <input
                id={`${id}-email`}
                type="email"
                aria-invalid={problems.email ? true : undefined}
                aria-describedby={problems.email ? `${id}-email-error` : undefined}
                value={values.email}
                onChange={set('email')}
                className={INPUT}
              />
            </label>
            {problems.email && (
              <p id={`${id}-email-error`} role="alert" className="text-sm text-red-700">
                {problems.email}
              </p>
            )}
          </div>
          <label htmlFor={`${id}-phone`} className="flex flex-col gap-1 font-semibold">
            {t('responsibles.phone')}
            <input id={`${id}-phone`} type="tel" value={values.phone} onChange={set('phone')} className={INPUT} />
          </label>
        </div>
        <div>
          <button type="submit" disabled={add.isPending} className={PRIMARY_BUTTON}>
            {t('responsibles.add')}
          </button>
        </div>
      </form>
      <StatusModal
        open={removing !== null}
        title={t('responsibles.removeQuestion', { name: removing?.name ?? '' })}
        message={removing?.name ?? ''}
        cancelLabel={t('cancel')}
        confirmLabel={t('responsibles.remove')}
        busy={remove.isPending}
        onOpenChange={(next) => !next && setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </div>
  );
}
