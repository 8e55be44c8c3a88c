import { HOME_ROOM, type HomeArt, type HomePiece, homeLayerOf } from '@ava/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FurnitureArt } from '../../../components/art/furniture-art.tsx';
import { canGo, ROOM_SPOTS, type Spot } from '../home-spots.ts';
import { HOME_NAMESPACE } from '../home-strings.ts';
import { RoomBackdrop } from './room-backdrop.tsx';

/** A piece the student owns, placed or not. */
export interface Furniture {
  product_id: string;
  name: string;
  art: HomeArt;
}

export const pieceDragId = (productId: string) => `piece:${productId}`;
export const spotDropId = ({ x, y }: Spot) => `spot:${x}:${y}`;
export function spotOfDropId(id: string | number): Spot | null {
  const [kind, x, y] = String(id).split(':');
  return kind === 'spot' ? { x: Number(x), y: Number(y) } : null;
}

/** The wall row is taller than a floor row, as in the backdrop (130 against 100). */
const GRID_STYLE = {
  gridTemplateColumns: `repeat(${HOME_ROOM.columns}, minmax(0, 1fr))`,
  gridTemplateRows: `130fr repeat(${HOME_ROOM.rows - HOME_ROOM.wallRows}, 100fr)`,
};

/** A spot read aloud: 'parede, posição 3' or 'chão, fileira 2, posição 1'. */
export function useSpotName() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return ({ x, y }: Spot) =>
    y < HOME_ROOM.wallRows
      ? t('wallSpot', { column: x + 1 })
      : t('floorSpot', { row: y - HOME_ROOM.wallRows + 1, column: x + 1 });
}

interface RoomProps {
  pieces: readonly HomePiece[];
  /** The piece being placed (chosen, or dragged): the spots it may go to are offered. */
  moving: Furniture | null;
  chosenId: string | null;
  focusId: string | null;
  readOnly: boolean;
  onChoose: (piece: HomePiece) => void;
  onPlace: (spot: Spot) => void;
  onPieceKey: (piece: HomePiece, event: KeyboardEvent) => void;
}

/** The room: its backdrop, and over it the grid of spots holding the pieces (a rug under what stands on it). */
export function HomeRoom(props: RoomProps) {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <section
      aria-label={t('room')}
      className="relative w-full touch-manipulation overflow-hidden rounded-2xl shadow-md ring-1 ring-black/5"
      style={{ aspectRatio: '600 / 430' }}
    >
      <RoomBackdrop className="absolute inset-0 size-full" />
      {props.pieces.length === 0 && !props.moving && (
        <p className="absolute inset-x-4 bottom-4 rounded-lg bg-white/85 px-3 py-2 text-center text-sm font-semibold text-title">
          {t('emptyRoom')}
        </p>
      )}
      <div className="absolute inset-0 grid" style={GRID_STYLE}>
        {ROOM_SPOTS.map((spot) => (
          <RoomSpot key={spotDropId(spot)} spot={spot} {...props} />
        ))}
      </div>
    </section>
  );
}

function RoomSpot({
  spot,
  pieces,
  moving,
  chosenId,
  focusId,
  readOnly,
  onChoose,
  onPlace,
  onPieceKey,
}: RoomProps & { spot: Spot }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const spotName = useSpotName();
  const here = pieces
    .filter((piece) => piece.x === spot.x && piece.y === spot.y)
    // The rug first, so what stands on it is drawn over it.
    .sort((a, b) => Number(homeLayerOf(b.art) === 'rug') - Number(homeLayerOf(a.art) === 'rug'));
  const open =
    moving !== null && !here.some((piece) => piece.product_id === moving.product_id) && canGo(pieces, moving, spot);
  const { setNodeRef, isOver } = useDroppable({ id: spotDropId(spot), disabled: !open });
  return (
    <div ref={setNodeRef} className="relative min-h-0 min-w-0">
      {here.map((piece) => (
        <PlacedPiece
          key={piece.product_id}
          piece={piece}
          label={t('placedPiece', { name: piece.name, spot: spotName(spot) })}
          chosen={chosenId === piece.product_id}
          focus={focusId === piece.product_id}
          readOnly={readOnly}
          onChoose={() => onChoose(piece)}
          onKeyDown={(event) => onPieceKey(piece, event)}
        />
      ))}
      {open && (
        <button
          type="button"
          aria-label={t('placeHere', { name: moving.name, spot: spotName(spot) })}
          onClick={() => onPlace(spot)}
          className={`absolute inset-1 rounded-lg border-2 border-dashed border-white/90 outline-offset-0 ${
            isOver ? 'bg-white/55' : 'bg-white/20 hover:bg-white/40'
          }`}
        />
      )}
    </div>
  );
}

function PlacedPiece({
  piece,
  label,
  chosen,
  focus,
  readOnly,
  onChoose,
  onKeyDown,
}: {
  piece: HomePiece;
  label: string;
  chosen: boolean;
  focus: boolean;
  readOnly: boolean;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: pieceDragId(piece.product_id),
    disabled: readOnly,
    attributes: { roleDescription: t('piece') },
  });
  const button = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  // Standing pieces and rugs are drawn larger than their spot, from its bottom: the room reads
  // furnished rather than gridded, and a piece in front covers the back of the one behind it.
  const art = (
    <FurnitureArt
      art={piece.art}
      className={
        homeLayerOf(piece.art) === 'wall'
          ? 'absolute inset-0 size-full'
          : 'absolute bottom-0 left-1/2 size-[135%] max-w-none -translate-x-1/2'
      }
    />
  );
  if (readOnly) {
    return (
      <span role="img" aria-label={label} className="absolute inset-0">
        {art}
      </span>
    );
  }
  return (
    <button
      ref={(node) => {
        setNodeRef(node);
        button.current = node;
      }}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-pressed={chosen}
      onClick={onChoose}
      onKeyDown={onKeyDown}
      className={`absolute inset-0 cursor-grab rounded-lg focus-visible:outline-offset-[-3px] ${
        chosen ? 'bg-white/35 ring-4 ring-primary ring-inset' : 'hover:bg-white/20'
      } ${isDragging ? 'opacity-30' : ''}`}
    >
      {art}
    </button>
  );
}
