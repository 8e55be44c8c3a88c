import { fitsRow, HOME_ROOM, type HomeArt, type HomePiece, homeLayerOf } from '@ava/contracts';

export interface Spot {
  x: number;
  y: number;
}

/** Every cell of the room, back row first. */
export const ROOM_SPOTS: readonly Spot[] = Array.from({ length: HOME_ROOM.rows }, (_, y) =>
  Array.from({ length: HOME_ROOM.columns }, (_, x) => ({ x, y })),
).flat();

/** The server's rules, to offer only the spots a piece may go to: its layer's row, and no other piece of its layer there. */
export function canGo(pieces: readonly HomePiece[], piece: { product_id: string; art: HomeArt }, spot: Spot): boolean {
  const layer = homeLayerOf(piece.art);
  if (!fitsRow(layer, spot.y)) return false;
  return !pieces.some(
    (other) =>
      other.product_id !== piece.product_id &&
      other.x === spot.x &&
      other.y === spot.y &&
      homeLayerOf(other.art) === layer,
  );
}

const inRoom = ({ x, y }: Spot) => x >= 0 && y >= 0 && x < HOME_ROOM.columns && y < HOME_ROOM.rows;

/** Where an arrow key takes a placed piece: the nearest spot it may go to that way, or null at the wall. */
export function nextSpot(pieces: readonly HomePiece[], piece: HomePiece, step: Spot): Spot | null {
  for (
    let spot = { x: piece.x + step.x, y: piece.y + step.y };
    inRoom(spot);
    spot = { x: spot.x + step.x, y: spot.y + step.y }
  ) {
    if (canGo(pieces, piece, spot)) return spot;
  }
  return null;
}

export const ARROW_STEPS: Readonly<Record<string, Spot>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
