import { z } from 'zod';
import { HOME_ART, STORE_MESSAGES } from './store.ts';

/**
 * Minha casa (document 1 section 2, map sub-area diversao: minha-casa; issue 21 part 3): the
 * student places the furniture they bought in the store in a room. Paths on the main service,
 * all ours: the specification names the sub-area, not its payloads.
 */

export type HomeArt = (typeof HOME_ART)[number];

/**
 * The room is a grid seen from the front: the first row is the back wall, the others the floor.
 * Coordinates count from the top-left cell, from 0.
 */
export const HOME_ROOM = { columns: 6, rows: 4, wallRows: 1 } as const;

/**
 * Where a piece goes: a picture hangs on the wall; a rug lies on the floor under whatever stands
 * on it; everything else stands on the floor. A cell holds one piece of each layer.
 */
export type HomeLayer = 'wall' | 'rug' | 'floor';
export function homeLayerOf(art: HomeArt): HomeLayer {
  if (art === 'quadro') return 'wall';
  if (art === 'tapete') return 'rug';
  return 'floor';
}

/** Whether a layer's pieces may go to a row: the wall's on the wall, the others on the floor. */
export const fitsRow = (layer: HomeLayer, y: number) => (layer === 'wall') === y < HOME_ROOM.wallRows;

export const HOME_MESSAGES = {
  notOwned: STORE_MESSAGES.notOwned,
  notHomeItem: 'Este item não é da casa.',
  spot: 'Escolha um lugar dentro da sala.',
  wallOnly: 'O quadro vai na parede.',
  floorOnly: 'Este móvel fica no chão.',
  spotTaken: 'Já tem um móvel neste lugar. Escolha outro.',
  delegatedFurnishing: 'Ao entrar como responsável, não é possível mudar a casa do dependente.',
} as const;

const spotCoordinate = (cells: number) =>
  z
    .number({ error: HOME_MESSAGES.spot })
    .int(HOME_MESSAGES.spot)
    .min(0, HOME_MESSAGES.spot)
    .max(cells - 1, HOME_MESSAGES.spot);

/** PUT /store/home/pieces/{product_id} (ours): places an owned piece at a cell, or moves it there. */
export const placePieceBodySchema = z.strictObject({
  x: spotCoordinate(HOME_ROOM.columns),
  y: spotCoordinate(HOME_ROOM.rows),
});
export type PlacePieceBody = z.infer<typeof placePieceBodySchema>;

/** PUT and DELETE /store/home/pieces/{product_id} (ours). */
export const homePieceParamsSchema = z.object({ product_id: z.uuid({ error: STORE_MESSAGES.productNotFound }) });

/** A piece in the room: the product that gives it, its art and its cell. */
export const homePieceSchema = z.object({
  product_id: z.uuid(),
  name: z.string(),
  art: z.enum(HOME_ART),
  x: z.number().int(),
  y: z.number().int(),
});
export type HomePiece = z.infer<typeof homePieceSchema>;

/** GET /store/home (ours), and the answer of every change: the room as it stands. */
export const homeLayoutResponseSchema = z.object({ pieces: z.array(homePieceSchema) });
export type HomeLayoutResponse = z.infer<typeof homeLayoutResponseSchema>;
