/** Tailwind looks of buttons and inputs shared by the feature screens. */
export const PRIMARY_BUTTON =
  'rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-dark disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-lg border border-primary px-4 py-2 font-semibold text-primary hover:bg-light disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON =
  'rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
/** A dialog's, panel's or notice's '×': a 32 px target whatever the size of its sign. */
export const CLOSE_BUTTON = 'grid size-8 shrink-0 place-items-center rounded leading-none hover:bg-black/5';
/** A small action in a row or a card (Editar, Avaliar…): text-sized, yet a 32 px tall target. */
export const ROW_ACTION =
  'inline-flex min-h-8 items-center rounded px-2 py-1 text-sm font-semibold text-primary hover:bg-light disabled:opacity-50';
export const LINK_BUTTON = 'text-sm font-semibold text-primary underline-offset-2 hover:underline disabled:opacity-60';
export const INPUT =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-title aria-invalid:border-red-600 focus:border-primary';
