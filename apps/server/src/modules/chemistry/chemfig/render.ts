import { type Drawing, drawMolecule } from './draw.ts';
import { CHEMFIG_LIMITS, type ChemfigLimits, createBudget, parseChemfig } from './parse.ts';

export type { Drawing } from './draw.ts';
export { ChemfigError } from './parse.ts';

/** Changes whenever the drawing of a same text changes: stored drawings are found by text and version. */
export const CHEMFIG_RENDERER_VERSION = 1;

/** Plain-text chemfig to an SVG drawing; a ChemfigError for text outside the subset or past a limit. */
export function renderChemfig(text: string, limits: ChemfigLimits = CHEMFIG_LIMITS): Drawing {
  const budget = createBudget(limits);
  return drawMolecule(parseChemfig(text, limits, budget), budget);
}
