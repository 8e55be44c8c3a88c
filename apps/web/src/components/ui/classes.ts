/** Tailwind looks of buttons and inputs shared by the feature screens. */
export const PRIMARY_BUTTON =
  'rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-dark disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-lg border border-primary px-4 py-2 font-semibold text-primary hover:bg-light disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON =
  'rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const LINK_BUTTON = 'text-sm font-semibold text-primary underline-offset-2 hover:underline disabled:opacity-60';
export const INPUT =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-title aria-invalid:border-red-600 focus:border-primary';
