import {
  type Announcements,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { TEXTS } from '../texts.ts';

/**
 * Space picks a card up and drops it, Escape cancels: Enter is left to the tap alternative
 * (cards are buttons: Enter on a card chooses it, Enter on a place puts it there).
 */
const KEYBOARD_CODES = { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space] };

/**
 * Mouse drags after a few pixels and a finger after a short press, so a tap stays a tap (the
 * tap-to-place alternative) and a swipe still scrolls the page.
 */
export function useDragSensors(coordinateGetter?: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES, ...(coordinateGetter ? { coordinateGetter } : {}) }),
  );
}

/** What a screen reader hears while dragging, in Portuguese. */
export function dragAccessibility(
  nameOf: (id: UniqueIdentifier) => string,
  placeOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: TEXTS.drag.instructions },
    announcements: {
      onDragStart: ({ active }) => TEXTS.drag.picked(nameOf(active.id)),
      onDragOver: ({ active, over }) => (over ? TEXTS.drag.over(nameOf(active.id), placeOf(over.id)) : undefined),
      onDragEnd: ({ active, over }) =>
        over ? TEXTS.drag.dropped(nameOf(active.id), placeOf(over.id)) : TEXTS.drag.cancelled(nameOf(active.id)),
      onDragCancel: ({ active }) => TEXTS.drag.cancelled(nameOf(active.id)),
    },
  };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
type Point = { x: number; y: number };

const centre = (box: Box): Point => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** Where a box starts and ends along an arrow's direction (arrows are along an axis). */
function span(box: Box, direction: Point): [number, number] {
  const a = box.left * direction.x + box.top * direction.y;
  const b = (box.left + box.width) * direction.x + (box.top + box.height) * direction.y;
  return [Math.min(a, b), Math.max(a, b)];
}

/**
 * The place an arrow leads to from the box `from`, as the eye reads 'to the right': first the
 * nearest of the places wholly past its edge that face it (side by side across the arrow), then
 * the nearest wholly past its edge, then the nearest whose centre is on that side. (The nearest
 * centre alone sent a card on Right from a lower group to the wide pile under it, whose centre is
 * a little to the right, instead of to the group beside it.)
 */
export function placeTowards<Id>(from: Box, direction: Point, places: readonly { id: Id; box: Box }[]): Id | null {
  const origin = centre(from);
  const edge = span(from, direction)[1];
  const across = { x: Math.abs(direction.y), y: Math.abs(direction.x) };
  const [fromStart, fromEnd] = span(from, across);
  let best: { id: Id; rank: number; distance: number } | null = null;
  for (const { id, box } of places) {
    const to = centre(box);
    if ((to.x - origin.x) * direction.x + (to.y - origin.y) * direction.y <= 0) continue;
    const [start, end] = span(box, across);
    const past = span(box, direction)[0] >= edge - 1;
    const facing = start < fromEnd && end > fromStart;
    const rank = past ? (facing ? 0 : 1) : 2;
    const distance = Math.hypot(to.x - origin.x, to.y - origin.y);
    if (!best || rank < best.rank || (rank === best.rank && distance < best.distance)) best = { id, rank, distance };
  }
  return best?.id ?? null;
}

const ARROWS: Record<string, Point> = {
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
};

/** Arrow keys carry a picked-up card to the next place in that direction (not pixel by pixel). */
export const jumpBetweenPlaces: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  const direction = ARROWS[event.code];
  if (!collisionRect || !direction) return undefined;
  event.preventDefault();
  const places = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== over?.id)
    .flatMap((container) => {
      const box = droppableRects.get(container.id);
      return box ? [{ id: container.id, box }] : [];
    });
  // From the place the card is over (a card is smaller than a group), or from the card itself.
  const from = (over && droppableRects.get(over.id)) || collisionRect;
  const next = placeTowards(from, direction, places);
  const box = next === null ? undefined : droppableRects.get(next);
  if (!box) return currentCoordinates;
  const to = centre(box);
  return { x: to.x - collisionRect.width / 2, y: to.y - collisionRect.height / 2 };
};
