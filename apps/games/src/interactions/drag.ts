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

/** Arrow keys carry a picked-up card to the nearest place in that direction (not pixel by pixel). */
export const jumpBetweenPlaces: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const step = {
    [KeyboardCode.Down]: [0, 1],
    [KeyboardCode.Up]: [0, -1],
    [KeyboardCode.Right]: [1, 0],
    [KeyboardCode.Left]: [-1, 0],
  }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const [dx, dy] = step as [number, number];
  const centre = (rect: { left: number; top: number; width: number; height: number }) => ({
    x: rect.left + rect.width / 2,
    y: rect.top + rect.height / 2,
  });
  const from = centre(collisionRect);
  let best: { x: number; y: number; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id) continue;
    const to = centre(rect);
    const along = (to.x - from.x) * dx + (to.y - from.y) * dy;
    if (along <= 0) continue;
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    if (!best || distance < best.distance) best = { ...to, distance };
  }
  if (!best) return currentCoordinates;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};
