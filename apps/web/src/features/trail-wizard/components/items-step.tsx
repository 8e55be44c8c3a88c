import { MAX_TRAIL_STEPS, TRAIL_ITEM_TYPE_LABELS, type TrailDetail, type TrailItem } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../../components/overlays/delete-confirmation.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { ItemForm } from './item-form.tsx';
import { StepFeedback } from './step-feedback.tsx';

/**
 * The order a step gets to move one place up (-1) or down (+1): between its new neighbours, or
 * one past the end, so one save moves it.
 */
function orderAfterMove(items: TrailItem[], index: number, direction: -1 | 1): number | null {
  const target = index + direction;
  const neighbour = items[target];
  if (!neighbour) return null;
  const beyond = items[target + direction];
  return beyond ? (neighbour.trail_order + beyond.trail_order) / 2 : neighbour.trail_order + direction;
}

/** The trail's steps (at most 15): add, edit, reorder, copy and delete, each saved at once. */
export function ItemsStep({ trail }: { trail: TrailDetail }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [removing, setRemoving] = useState<TrailItem | null>(null);
  const move = useTrailStep(trailSteps.saveItem);
  const copy = useTrailStep(trailSteps.copyItem);
  const remove = useTrailStep(trailSteps.removeItem);
  const items = trail.trails;
  const full = items.length >= MAX_TRAIL_STEPS;
  const busy = move.isPending || copy.isPending || remove.isPending;
  const error = move.error ?? copy.error ?? remove.error;

  function moveItem(item: TrailItem, index: number, direction: -1 | 1) {
    const order = orderAfterMove(items, index, direction);
    if (order === null) return;
    move.mutate([
      trail.external_id,
      {
        trail_id: item.trail_id,
        trail_title: item.trail_title,
        trail_type: item.trail_type,
        trail_content: item.trail_content,
        trail_order: order,
        trail_files: item.trail_files.map(({ key, name }) => ({ key, name })),
        trail_questions: item.trail_questions,
      },
    ]);
  }

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p>{t('items.count', { count: items.length, max: MAX_TRAIL_STEPS })}</p>
      {items.length === 0 && <p>{t('items.none')}</p>}
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={item.trail_id} className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3">
            <div className="flex flex-wrap items-baseline gap-2">
              <span className="font-semibold">{index + 1}.</span>
              <span className="min-w-0 break-words font-semibold">{item.trail_title}</span>
              <span className="rounded bg-light px-2 py-0.5 text-sm">{TRAIL_ITEM_TYPE_LABELS[item.trail_type]}</span>
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('items.moveUp', { title: item.trail_title })}
                disabled={busy || index === 0}
                onClick={() => moveItem(item, index, -1)}
              >
                {t('items.actions.up')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('items.moveDown', { title: item.trail_title })}
                disabled={busy || index === items.length - 1}
                onClick={() => moveItem(item, index, 1)}
              >
                {t('items.actions.down')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('items.edit', { title: item.trail_title })}
                onClick={() => setEditing(item.trail_id)}
              >
                {t('items.actions.edit')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('items.copy', { title: item.trail_title })}
                disabled={busy || full}
                onClick={() => copy.mutate([trail.external_id, item.trail_id])}
              >
                {t('items.actions.copy')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('items.remove', { title: item.trail_title })}
                disabled={busy}
                onClick={() => setRemoving(item)}
              >
                {t('items.actions.remove')}
              </button>
            </div>
            {editing === item.trail_id && (
              <ItemForm key={item.trail_id} trail={trail} item={item} onDone={() => setEditing(null)} />
            )}
          </li>
        ))}
      </ol>
      <StepFeedback error={error} saved={false} />
      {full && <p role="status">{t('items.full', { max: MAX_TRAIL_STEPS })}</p>}
      {editing === 'new' ? (
        <ItemForm trail={trail} onDone={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          className={`${PRIMARY_BUTTON} self-start`}
          disabled={full}
          onClick={() => setEditing('new')}
        >
          {t('items.add')}
        </button>
      )}
      <DeleteConfirmation
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={removing ? t('items.confirmRemove', { title: removing.trail_title }) : undefined}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate([trail.external_id, removing.trail_id], { onSettled: () => setRemoving(null) });
        }}
      />
    </div>
  );
}
