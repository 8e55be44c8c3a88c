import { DndContext, type DragEndEvent, type UniqueIdentifier, useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { dragAccessibility, jumpBetweenPlaces, useDragSensors } from './drag.ts';

const POOL = 'pool';
const cardId = (card: number) => `card:${card}`;
const targetId = (target: number) => `target:${target}`;
const indexOf = (id: UniqueIdentifier) => Number(String(id).split(':')[1]);

interface PlaceCardsProps {
  cards: readonly string[];
  targets: readonly string[];
  /** One card per place (matching) or as many as the player likes (categories). */
  single: boolean;
  layout: 'rows' | 'boxes';
  onConfirm(placed: ReadonlyMap<number, number>): void;
}

/**
 * Cards to put on places, by dragging (mouse, finger, or Space and the arrows) or by tapping
 * a card and then its place. A placed card tapped again goes back to the pile, chosen, ready
 * for another place. Confirmed once every place has a card (single) or every card a place.
 */
export function PlaceCards({ cards, targets, single, layout, onConfirm }: PlaceCardsProps) {
  const [placed, setPlaced] = useState<ReadonlyMap<number, number>>(new Map());
  const [selected, setSelected] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState(false);
  const sensors = useDragSensors(jumpBetweenPlaces);

  function place(card: number, target: number | null) {
    const next = new Map(placed);
    next.delete(card);
    if (target !== null) {
      if (single) for (const [other, at] of next) if (at === target) next.delete(other);
      next.set(card, target);
      setSaid(TEXTS.drag.dropped(cards[card] ?? '', targets[target] ?? ''));
    }
    setPlaced(next);
    setSelected(null);
  }

  function tapCard(card: number) {
    // Enter, pressed while a card is carried by the keyboard, is not a tap.
    if (dragging) return;
    const at = placed.get(card);
    if (selected !== null && selected !== card && at !== undefined) return place(selected, at);
    if (at !== undefined) {
      place(card, null);
      setSelected(card);
    } else setSelected(selected === card ? null : card);
    setSaid(TEXTS.drag.selected(cards[card] ?? ''));
  }

  function dropped({ active, over }: DragEndEvent) {
    setDragging(false);
    if (!over) return;
    place(indexOf(active.id), over.id === POOL ? null : indexOf(over.id));
  }

  const nameOf = (id: UniqueIdentifier) => cards[indexOf(id)] ?? '';
  const placeOf = (id: UniqueIdentifier) => (id === POOL ? TEXTS.drag.toPlace : (targets[indexOf(id)] ?? ''));
  const filled = new Set(placed.values());
  const complete = single ? targets.every((_, target) => filled.has(target)) : placed.size === cards.length;
  const card = (index: number) => (
    <Card key={index} index={index} text={cards[index] ?? ''} selected={selected === index} onTap={tapCard} />
  );

  return (
    <>
      <DndContext
        sensors={sensors}
        onDragStart={() => {
          setSelected(null);
          setDragging(true);
        }}
        onDragCancel={() => setDragging(false)}
        onDragEnd={dropped}
        accessibility={dragAccessibility(nameOf, placeOf)}
      >
        <div className={`place-cards ${layout}`}>
          <ul className={`targets ${layout}`}>
            {targets.map((label, target) => (
              <Target
                key={label}
                index={target}
                label={label}
                onTap={() => selected !== null && place(selected, target)}
              >
                {cards.map((_, index) => (placed.get(index) === target ? card(index) : null))}
              </Target>
            ))}
          </ul>
          <Pool>{cards.map((_, index) => (placed.has(index) ? null : card(index)))}</Pool>
        </div>
      </DndContext>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <ConfirmButton disabled={!complete} onClick={() => onConfirm(placed)} />
    </>
  );
}

function Card({
  index,
  text,
  selected,
  onTap,
}: {
  index: number;
  text: string;
  selected: boolean;
  onTap: (card: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: cardId(index),
    attributes: { roleDescription: 'cartão' },
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        onClick={() => onTap(index)}
        aria-pressed={selected}
        className="card chip draggable"
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform) }}
      >
        {text}
      </button>
    </li>
  );
}

function Target({
  index,
  label,
  onTap,
  children,
}: {
  index: number;
  label: string;
  onTap: () => void;
  children: ReactNode[];
}) {
  const { setNodeRef, isOver } = useDroppable({ id: targetId(index) });
  const empty = children.every((child) => child === null);
  return (
    <li ref={setNodeRef} className="target" data-over={isOver || undefined}>
      <button type="button" className="target-label" onClick={onTap}>
        {label}
      </button>
      <ul className="target-cards">
        {children}
        {empty && (
          <li className="empty" aria-hidden="true">
            {TEXTS.drag.empty}
          </li>
        )}
      </ul>
    </li>
  );
}

function Pool({ children }: { children: ReactNode[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: POOL });
  return (
    <ul ref={setNodeRef} className="pool" aria-label={TEXTS.drag.toPlace} data-over={isOver || undefined}>
      {children}
    </ul>
  );
}
