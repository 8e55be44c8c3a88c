import { GAME_CONTENT_LIMITS } from '@ava/contracts';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON, INPUT, ROW_ACTION } from '../../../components/ui/classes.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { FieldError } from './form-messages.tsx';

const replaced = <T,>(list: readonly T[], index: number, value: T) =>
  list.map((entry, at) => (at === index ? value : entry));
const removed = <T,>(list: readonly T[], index: number) => list.filter((_, at) => at !== index);

interface FrameProps {
  label: string;
  hint?: string;
  error?: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}

/** A list of entries under its legend, with 'Adicionar' and the list's message. */
function EntriesFrame({ label, hint, error, canAdd, onAdd, children }: FrameProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold text-title">{label}</legend>
      {hint && <p className="-mt-1 text-sm text-subtitle">{hint}</p>}
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {canAdd && (
        <button type="button" onClick={onAdd} className={`${ROW_ACTION} gap-1 self-start`}>
          <Plus className="size-4 shrink-0" aria-hidden="true" />
          {t('wizard.data.addEntry')}
        </button>
      )}
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`${CLOSE_BUTTON} text-subtitle`}>
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

interface ListProps {
  label: string;
  /** What one entry is called ('Resposta correta'), numbered in its field's name. */
  entry: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  hint?: string;
  max?: number;
}

/** Texts one under the other, each removable. */
export function ListField({
  label,
  entry,
  values,
  onChange,
  error,
  hint,
  max = GAME_CONTENT_LIMITS.options,
}: ListProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  return (
    <EntriesFrame
      label={label}
      hint={hint}
      error={error}
      canAdd={values.length < max}
      onAdd={() => onChange([...values, ''])}
    >
      {values.map((value, index) => {
        const name = t('wizard.data.entry', { field: entry, number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are positions; their text changes as it is typed
          <div key={index} className="flex items-center gap-2">
            <input
              aria-label={name}
              className={INPUT}
              maxLength={GAME_CONTENT_LIMITS.textLength}
              value={value}
              aria-invalid={error && !value.trim() ? true : undefined}
              onChange={(event) => onChange(replaced(values, index, event.target.value))}
            />
            <RemoveButton
              label={t('wizard.data.removeEntry', { field: entry, number: index + 1 })}
              onClick={() => onChange(removed(values, index))}
            />
          </div>
        );
      })}
    </EntriesFrame>
  );
}

interface SentencesProps {
  label: string;
  items: string[];
  truths: boolean[];
  onChange: (items: string[], truths: boolean[]) => void;
  error?: string;
}

/** True-or-false sentences, each with its 'Verdadeira' box. */
export function SentencesField({ label, items, truths, onChange, error }: SentencesProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const entry = t('wizard.data.sentences');
  return (
    <EntriesFrame
      label={label}
      error={error}
      canAdd={items.length < GAME_CONTENT_LIMITS.options}
      onAdd={() => onChange([...items, ''], [...truths, false])}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are positions; their text changes as it is typed
        <div key={index} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={t('wizard.data.entry', { field: entry, number: index + 1 })}
            className={`${INPUT} min-w-0 flex-1`}
            maxLength={GAME_CONTENT_LIMITS.textLength}
            value={item}
            onChange={(event) => onChange(replaced(items, index, event.target.value), truths)}
          />
          <label className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={truths[index] === true}
              onChange={(event) => onChange(items, replaced(truths, index, event.target.checked))}
            />
            {t('wizard.data.true')}
            <span className="sr-only">{` ${index + 1}`}</span>
          </label>
          <RemoveButton
            label={t('wizard.data.removeEntry', { field: entry, number: index + 1 })}
            onClick={() => onChange(removed(items, index), removed(truths, index))}
          />
        </div>
      ))}
    </EntriesFrame>
  );
}

interface PairsProps {
  label: string;
  hint?: string;
  items: string[];
  answers: string[];
  onChange: (items: string[], answers: string[]) => void;
  error?: string;
  /** Given, each item's answer is one of these groups, chosen from a list. */
  groups?: string[];
}

/** Items with their answers (or groups) at the same position. */
export function PairsField({ label, hint, items, answers, onChange, error, groups }: PairsProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const max = groups ? GAME_CONTENT_LIMITS.options : 8;
  return (
    <EntriesFrame
      label={label}
      hint={hint}
      error={error}
      canAdd={items.length < max}
      onAdd={() => onChange([...items, ''], [...answers, ''])}
    >
      {items.map((item, index) => {
        const number = index + 1;
        const answer = answers[index] ?? '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are positions; their text changes as it is typed
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
            <input
              aria-label={t('wizard.data.pairItem', { number })}
              placeholder={t('wizard.data.pairItem', { number })}
              className={INPUT}
              maxLength={GAME_CONTENT_LIMITS.textLength}
              value={item}
              onChange={(event) => onChange(replaced(items, index, event.target.value), answers)}
            />
            {groups ? (
              <select
                aria-label={t('wizard.data.groupOf', { number })}
                className={INPUT}
                value={answer}
                onChange={(event) => onChange(items, replaced(answers, index, event.target.value))}
              >
                <option value="">{t('wizard.data.chooseGroup')}</option>
                {groups.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </select>
            ) : (
              <input
                aria-label={t('wizard.data.pairAnswer', { number })}
                placeholder={t('wizard.data.entries.answer')}
                className={INPUT}
                maxLength={GAME_CONTENT_LIMITS.textLength}
                value={answer}
                onChange={(event) => onChange(items, replaced(answers, index, event.target.value))}
              />
            )}
            <RemoveButton
              label={t('wizard.data.removeEntry', { field: t('wizard.data.pairs'), number })}
              onClick={() => onChange(removed(items, index), removed(answers, index))}
            />
          </div>
        );
      })}
    </EntriesFrame>
  );
}
