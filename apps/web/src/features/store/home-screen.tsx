import './home-strings.ts';
import { type HomePiece, homeLayerOf, type StoreProduct } from '@ava/contracts';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FurnitureArt } from '../../components/art/furniture-art.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useFurnishHome, useHomeInventory, useHomeLayout } from './api/home-layout.ts';
import { useStoreCategories } from './api/store-categories.ts';
import { useStoreProducts } from './api/store-products.ts';
import { FurnitureForSale, FurnitureTray, TRAY_DROP_ID } from './components/furniture-tray.tsx';
import { type Furniture, HomeRoom, spotOfDropId, useSpotName } from './components/home-room.tsx';
import { ARROW_STEPS, canGo, nextSpot, type Spot } from './home-spots.ts';
import { HOME_NAMESPACE } from './home-strings.ts';

const productIdOf = (id: UniqueIdentifier) => String(id).replace(/^piece:/, '');

/** The home products on sale; the store opens on them at STORE_PATH. */
const STORE_PATH = '../loja?categoria=home';

function useFurnitureOnSale(): StoreProduct[] {
  const categories = useStoreCategories();
  const category = categories.data?.categories.find((candidate) => candidate.kind === 'home');
  const shelf = useStoreProducts({ category_id: category?.id });
  return shelf.data?.pages.flatMap((page) => page.products) ?? [];
}

/**
 * /:business/painel/minha-casa (map sub-area diversao: minha-casa): the student's room and the
 * furniture they own. A piece goes to the room by dragging it (mouse or finger) or by choosing it
 * and then a spot (a tap, or Enter); a chosen piece in the room moves with the arrow keys and is
 * put away with Delete or 'Guardar'. Each change is saved at once. A guardian only looks.
 */
export function HomeScreen({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const inventory = useHomeInventory();
  const layout = useHomeLayout();
  const furnish = useFurnishHome();
  const forSale = useFurnitureOnSale();
  const spotName = useSpotName();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<Furniture | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    // A click stays a click (choosing), and a finger scrolls the page unless it rests on a piece.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
  );

  const pieces: HomePiece[] = layout.data?.pieces ?? [];
  const owned: Furniture[] = (inventory.data?.items ?? []).flatMap(({ product }) =>
    product.item.kind === 'home' ? [{ product_id: product.id, name: product.name, art: product.item.art }] : [],
  );
  const placedOf = (productId: string) => pieces.find((piece) => piece.product_id === productId);
  const tray = owned.filter((piece) => !placedOf(piece.product_id));
  const chosen = owned.find((piece) => piece.product_id === chosenId) ?? null;
  const chosenPlaced = chosen ? placedOf(chosen.product_id) : undefined;
  const furnitureOf = (id: UniqueIdentifier) => owned.find((piece) => piece.product_id === productIdOf(id));

  function choose(piece: Furniture) {
    setFocusId(null);
    if (chosenId === piece.product_id) {
      setChosenId(null);
      return;
    }
    setChosenId(piece.product_id);
    setSaid(t(homeLayerOf(piece.art) === 'wall' ? 'chosenWall' : 'chosen', { name: piece.name }));
  }

  function place(piece: Furniture, spot: Spot) {
    setChosenId(null);
    setFocusId(piece.product_id);
    furnish.mutate(
      { place: { ...piece, ...spot } },
      { onSuccess: () => setSaid(t('placed', { name: piece.name, spot: spotName(spot) })) },
    );
  }

  function remove(piece: Furniture) {
    setChosenId(null);
    setFocusId(piece.product_id);
    furnish.mutate({ remove: piece.product_id }, { onSuccess: () => setSaid(t('removed', { name: piece.name })) });
  }

  function pieceKey(piece: HomePiece, event: KeyboardEvent) {
    const step = ARROW_STEPS[event.key];
    if (step) {
      event.preventDefault();
      const spot = nextSpot(pieces, piece, step);
      if (spot) place(piece, spot);
      else setSaid(t('blocked'));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(piece);
    } else if (event.key === 'Escape') setChosenId(null);
  }

  function dragStart({ active }: DragStartEvent) {
    setChosenId(null);
    setFocusId(null);
    setDragging(furnitureOf(active.id) ?? null);
  }

  function dragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    const piece = furnitureOf(active.id);
    if (!piece || !over) return;
    if (over.id === TRAY_DROP_ID) {
      if (placedOf(piece.product_id)) remove(piece);
      return;
    }
    const spot = spotOfDropId(over.id);
    if (spot && canGo(pieces, piece, spot)) place(piece, spot);
  }

  const placeName = (id: UniqueIdentifier) => {
    const spot = spotOfDropId(id);
    return spot ? spotName(spot) : t('tray');
  };
  const nameOf = (id: UniqueIdentifier) => furnitureOf(id)?.name ?? '';

  return (
    <section aria-labelledby="home-title" className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 id="home-title" className="type-title text-title">
          {t('title')}
        </h1>
        <p className="text-subtitle">{t('intro')}</p>
      </div>
      {readOnly && (
        <p role="note" className="rounded-lg bg-light px-4 py-2 font-semibold text-title">
          {t('readOnly')}
        </p>
      )}

      <QueryState query={inventory} errorText={t('loadError')}>
        {() => (
          <QueryState query={layout} errorText={t('loadError')}>
            {() => (
              <DndContext
                sensors={sensors}
                onDragStart={dragStart}
                onDragEnd={dragEnd}
                onDragCancel={() => setDragging(null)}
                accessibility={{
                  screenReaderInstructions: { draggable: t('dragInstructions') },
                  announcements: {
                    onDragStart: ({ active }) => t('dragPicked', { name: nameOf(active.id) }),
                    onDragOver: ({ active, over }) =>
                      over ? t('dragOver', { name: nameOf(active.id), place: placeName(over.id) }) : undefined,
                    onDragEnd: ({ active, over }) =>
                      over
                        ? t('dragDropped', { name: nameOf(active.id), place: placeName(over.id) })
                        : t('dragCancelled', { name: nameOf(active.id) }),
                    onDragCancel: ({ active }) => t('dragCancelled', { name: nameOf(active.id) }),
                  },
                }}
              >
                <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
                  <div className="flex min-w-0 flex-col gap-3">
                    {chosen && (
                      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-white px-3 py-2 shadow-sm">
                        <p className="flex-1 text-sm font-semibold text-title">
                          {t(homeLayerOf(chosen.art) === 'wall' ? 'chosenWall' : 'chosen', { name: chosen.name })}
                        </p>
                        {chosenPlaced && (
                          <button
                            type="button"
                            className={SECONDARY_BUTTON}
                            aria-label={t('removeNamed', { name: chosen.name })}
                            onClick={() => remove(chosen)}
                          >
                            {t('remove')}
                          </button>
                        )}
                        <button type="button" className={LINK_BUTTON} onClick={() => setChosenId(null)}>
                          {t('cancel')}
                        </button>
                      </div>
                    )}
                    <HomeRoom
                      pieces={pieces}
                      moving={dragging ?? chosen}
                      chosenId={chosenId}
                      focusId={focusId}
                      readOnly={readOnly}
                      onChoose={choose}
                      onPlace={(spot) => chosen && place(chosen, spot)}
                      onPieceKey={pieceKey}
                    />
                    {!readOnly && <p className="text-sm text-subtitle">{t('howTo')}</p>}
                    {furnish.isError && (
                      <p role="alert" className="text-sm font-semibold text-red-700">
                        {furnish.error.message}
                      </p>
                    )}
                  </div>
                  <FurnitureTray
                    pieces={tray}
                    owned={owned.length}
                    chosenId={chosenId}
                    focusId={focusId}
                    readOnly={readOnly}
                    onChoose={choose}
                  />
                </div>
                <DragOverlay dropAnimation={null}>
                  {dragging && <FurnitureArt art={dragging.art} className="size-full drop-shadow-lg" />}
                </DragOverlay>
              </DndContext>
            )}
          </QueryState>
        )}
      </QueryState>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>

      <FurnitureForSale products={forSale} storePath={STORE_PATH} />
    </section>
  );
}

export default HomeScreen;
