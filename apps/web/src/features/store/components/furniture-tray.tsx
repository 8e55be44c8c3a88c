import type { StoreProduct } from '@ava/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FurnitureArt } from '../../../components/art/furniture-art.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { HOME_NAMESPACE } from '../home-strings.ts';
import { type Furniture, pieceDragId } from './home-room.tsx';

export const TRAY_DROP_ID = 'tray';

const TILE =
  'flex w-full flex-col items-center gap-1 rounded-xl bg-white p-2 text-center text-sm font-semibold text-title shadow-sm';

/** The pieces owned and not in the room; a piece dropped here leaves the room. */
export function FurnitureTray({
  pieces,
  owned,
  chosenId,
  focusId,
  readOnly,
  onChoose,
}: {
  pieces: readonly Furniture[];
  /** How many pieces the student owns, in the room or not. */
  owned: number;
  chosenId: string | null;
  focusId: string | null;
  readOnly: boolean;
  onChoose: (piece: Furniture) => void;
}) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_DROP_ID, disabled: readOnly });
  let content: ReactNode;
  if (owned === 0) content = <p className="text-subtitle">{t('noneOwned')}</p>;
  else if (pieces.length === 0) content = <p className="text-subtitle">{t('trayEmpty')}</p>;
  else
    content = (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
        {pieces.map((piece) => (
          <li key={piece.product_id}>
            <TrayPiece
              piece={piece}
              chosen={chosenId === piece.product_id}
              focus={focusId === piece.product_id}
              readOnly={readOnly}
              onChoose={() => onChoose(piece)}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="home-tray"
      className={`flex flex-col gap-3 rounded-2xl p-3 transition-colors ${isOver ? 'bg-light' : 'bg-black/[0.03]'}`}
    >
      <h2 id="home-tray" className="text-lg font-bold text-title">
        {t('tray')}
      </h2>
      {content}
      {!readOnly && owned > pieces.length && <p className="text-xs text-subtitle">{t('trayHint')}</p>}
    </section>
  );
}

function TrayPiece({
  piece,
  chosen,
  focus,
  readOnly,
  onChoose,
}: {
  piece: Furniture;
  chosen: boolean;
  focus: boolean;
  readOnly: boolean;
  onChoose: () => void;
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
  const art = <FurnitureArt art={piece.art} className="size-16" />;
  if (readOnly)
    return (
      <div className={TILE}>
        {art}
        {piece.name}
      </div>
    );
  return (
    <button
      ref={(node) => {
        setNodeRef(node);
        button.current = node;
      }}
      type="button"
      {...attributes}
      {...listeners}
      aria-pressed={chosen}
      onClick={onChoose}
      className={`${TILE} cursor-grab touch-manipulation ${chosen ? 'ring-4 ring-primary' : 'hover:bg-light'} ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      {art}
      {piece.name}
    </button>
  );
}

/** The home products on sale the student does not own yet, each leading to the store's shelf of them. */
export function FurnitureForSale({ products, storePath }: { products: readonly StoreProduct[]; storePath: string }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const missing = products.filter((product) => product.owned === 0 && product.item.kind === 'home');
  return (
    <section aria-labelledby="home-store" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="home-store" className="text-lg font-bold text-title">
            {t('inStore')}
          </h2>
          {missing.length > 0 && <p className="text-sm text-subtitle">{t('inStoreIntro')}</p>}
        </div>
        <Link to={storePath} relative="path" className={`${SECONDARY_BUTTON} flex items-center gap-2`}>
          <ShoppingBag className="size-4" aria-hidden="true" />
          {t('toStore')}
        </Link>
      </div>
      {missing.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
          {missing.map((product) => (
            <li key={product.id}>
              <Link
                to={storePath}
                relative="path"
                aria-label={t('seeInStore', { name: product.name })}
                className={`${TILE} font-normal text-subtitle opacity-80 hover:opacity-100`}
              >
                {product.item.kind === 'home' && (
                  <FurnitureArt art={product.item.art} className="size-14 opacity-60 grayscale-[60%]" />
                )}
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
