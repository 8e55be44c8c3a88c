import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { seededRandom, shuffle } from '../lib/random.ts';
import { TEXTS } from '../texts.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { dragAccessibility, useDragSensors } from './drag.ts';
import type { InteractionProps } from './types.ts';

/** A shuffle that is never already the answer (a list of two would otherwise come right half the time). */
function scrambled(items: readonly string[], seed: string): string[] {
  const random = seededRandom(seed);
  let result = shuffle(items, random);
  for (let tries = 0; tries < 5 && result.every((item, index) => item === items[index]); tries++) {
    result = shuffle(items, random);
  }
  if (result.length > 1 && result.every((item, index) => item === items[index])) result.reverse();
  return result;
}

/**
 * The right answers, shuffled, to put back in order: drag (mouse, finger, or Space and the
 * arrows), or tap a card and then the place it goes to.
 */
export default function Ordering({ round, shuffleSeed, onAnswer }: InteractionProps) {
  const initial = useMemo(() => scrambled(round.correct, shuffleSeed), [round, shuffleSeed]);
  const [order, setOrder] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState(false);
  const sensors = useDragSensors(sortableKeyboardCoordinates);

  function move(item: string, to: string) {
    setOrder(arrayMove(order, order.indexOf(item), order.indexOf(to)));
    setSelected(null);
    setSaid(TEXTS.drag.dropped(item, TEXTS.drag.position(order.indexOf(to) + 1)));
  }

  function tap(item: string) {
    // Enter, pressed while a card is carried by the keyboard, is not a tap.
    if (dragging) return;
    if (selected !== null && selected !== item) return move(selected, item);
    setSelected(selected === item ? null : item);
    if (selected !== item) setSaid(TEXTS.drag.selected(item));
  }

  function dropped({ active, over }: DragEndEvent) {
    setDragging(false);
    if (over && active.id !== over.id)
      setOrder(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  }

  const placeOf = (id: UniqueIdentifier) => TEXTS.drag.position(order.indexOf(String(id)) + 1);

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => {
          setSelected(null);
          setDragging(true);
        }}
        onDragCancel={() => setDragging(false)}
        onDragEnd={dropped}
        accessibility={dragAccessibility(String, placeOf)}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="ordering">
            {order.map((item, index) => (
              <SortableCard key={item} item={item} position={index + 1} selected={selected === item} onTap={tap} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <ConfirmButton disabled={false} onClick={() => onAnswer({ values: order })} />
    </>
  );
}

function SortableCard({
  item,
  position,
  selected,
  onTap,
}: {
  item: string;
  position: number;
  selected: boolean;
  onTap: (item: string) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item,
    attributes: { roleDescription: 'cartão' },
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        onClick={() => onTap(item)}
        aria-pressed={selected}
        className="card chip draggable ordering-card"
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform), transition }}
      >
        <span className="position" aria-hidden="true">
          {position}
        </span>
        <span className="ordering-text">{item}</span>
        <GripVertical aria-hidden="true" className="grip" />
      </button>
    </li>
  );
}
