import type { Address } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/toast.ts';
import { type AddressInput, lookupPostalCode, useCities, useSaveAddress, useStates } from '../api/address.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

const EMPTY: AddressInput = {
  zipcode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

/** Address with the postal-code (CEP) lookup filling street, neighbourhood, state and city. */
export function AddressSection({ address }: { address: Address | null }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const id = useId();
  const [values, setValues] = useState<AddressInput>(address ?? EMPTY);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const states = useStates();
  const cities = useCities(values.state);
  const save = useSaveAddress();
  const set = (field: keyof AddressInput) => (event: { target: { value: string } }) =>
    setValues((previous) => ({
      ...previous,
      [field]: event.target.value,
      ...(field === 'state' ? { city: '' } : {}),
    }));

  async function lookup() {
    setLookupError(null);
    setLooking(true);
    try {
      const found = await lookupPostalCode(values.zipcode.replace(/\D/g, ''));
      setValues((previous) => ({ ...previous, ...found }));
    } catch (error) {
      setLookupError(isHttpError(error) ? error.message : t('address.lookupFailure'));
    } finally {
      setLooking(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save.mutateAsync(values);
    notify({ status: 'success', message: t('saved') });
  }

  const text = (field: keyof AddressInput, autoComplete: string) => (
    <label htmlFor={`${id}-${field}`} className="flex flex-col gap-1 font-semibold">
      {t(`address.${field}`)}
      <input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={set(field)}
        autoComplete={autoComplete}
        className={INPUT}
      />
    </label>
  );

  const cityOptions = cities.data?.cities ?? [];
  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => {})} className="flex max-w-xl flex-col gap-4">
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-zipcode`} className="flex flex-1 flex-col gap-1 font-semibold">
          {t('address.zipcode')}
          <input
            id={`${id}-zipcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={9}
            value={values.zipcode}
            onChange={set('zipcode')}
            onBlur={() => values.zipcode.replace(/\D/g, '').length === 8 && void lookup()}
            aria-invalid={lookupError ? true : undefined}
            className={INPUT}
          />
        </label>
        <button type="button" onClick={() => void lookup()} disabled={looking} className={SECONDARY_BUTTON}>
          {t('address.search')}
        </button>
      </div>
      {lookupError && (
        <p role="alert" className="font-semibold text-red-700">
          {lookupError}
        </p>
      )}
      {text('street', 'address-line1')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('number', 'off')}
        {text('complement', 'address-line2')}
      </div>
      {text('neighborhood', 'address-level3')}
      <div className="grid gap-4 sm:grid-cols-2">
        <label htmlFor={`${id}-state`} className="flex flex-col gap-1 font-semibold">
          {t('address.state')}
          <select id={`${id}-state`} value={values.state} onChange={set('state')} className={INPUT}>
            <option value="">{t('address.chooseState')}</option>
            {(states.data?.states ?? []).map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </label>
        {cityOptions.length > 0 ? (
          <label htmlFor={`${id}-city`} className="flex flex-col gap-1 font-semibold">
            {t('address.city')}
            <select id={`${id}-city`} value={values.city} onChange={set('city')} className={INPUT}>
              <option value="">{t('address.chooseCity')}</option>
              {[...new Set([values.city, ...cityOptions].filter(Boolean))].map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
        ) : (
          text('city', 'address-level2')
        )}
      </div>
      <div>
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
