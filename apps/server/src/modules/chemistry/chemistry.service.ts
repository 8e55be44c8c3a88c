import { createHash } from 'node:crypto';
import { CHEMISTRY_MESSAGES, type ChemistryImage } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { CHEMFIG_RENDERER_VERSION, ChemfigError, renderChemfig } from './chemfig/render.ts';

/** The storage namespace of the drawings: `<platform_id>/chemistry/<sha256>.svg`. */
export const CHEMISTRY_NAMESPACE = 'chemistry';

/** The SVG of a chemfig text; a 400 with the spec's message when it cannot be drawn. */
function draw(text: string): Buffer {
  try {
    return Buffer.from(renderChemfig(text).svg, 'utf8');
  } catch (error) {
    if (error instanceof ChemfigError) throw badRequest(CHEMISTRY_MESSAGES.renderFailed);
    throw error;
  }
}

/**
 * The stored name of a text's drawing: chemfig ignores spaces, so texts differing only in them
 * share one drawing; the renderer's version is part of it, so a changed drawing is made anew.
 */
export function drawingName(text: string): string {
  const digest = createHash('sha256').update(`${CHEMFIG_RENDERER_VERSION}\n${text.replace(/\s+/g, '')}`);
  return `${digest.digest('hex')}.svg`;
}

export function createChemistryService(deps: { storage: Pick<StorageService, 'saveGenerated'> }) {
  return {
    /** POST /strText/toAwsURL: the drawing of a chemfig text, drawn and stored once per platform and text. */
    async imageOf(user: AuthContext, text: string): Promise<ChemistryImage> {
      const file = await deps.storage.saveGenerated(user, {
        namespace: CHEMISTRY_NAMESPACE,
        name: drawingName(text),
        contentType: 'image/svg+xml',
        category: 'image',
        make: () => draw(text),
      });
      return { url: file.url };
    },
  };
}

export type ChemistryService = ReturnType<typeof createChemistryService>;
