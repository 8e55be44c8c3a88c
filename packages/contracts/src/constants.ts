/** Business constants and limits of document 1 section 9 and document 3 section 9. */
export const TIME = {
  second: 1_000,
  tenSeconds: 10_000,
  minute: 60_000,
  tenMinutes: 600_000,
  thirtyMinutes: 1_800_000,
  hour: 3_600_000,
  twelveHours: 43_200_000,
} as const;

export const IDLE_TIMEOUT_MS = 30_000;
export const THEME_CACHE_SECONDS = 3_600;
export const EXTERNAL_ACTIVITY_TIMEOUT_MS = 10_000;
export const TIME_LOG_INTERVAL_MS = 10_000;
export const URGENT_WINDOW_MS = 48 * TIME.hour;
export const MAX_PERSISTED_STATE_BYTES = 500 * 1024;
export const FILE_INPUT_MAX_BYTES = 5 * 1024 * 1024;
export const CHIP_MIN_LENGTH = 2;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_OPEN_DELAY_MS = 100;
export const TOAST_VIEWPORT_WIDTH_PX = 320;
export const BREAKPOINTS = { small: 425, mobile: 426, tablet: 801, desktop: 960, large: 1366, split: 800 } as const;
export const DEFAULT_CURRENCY = { student: 'Pokz', teacher: 'Profz' } as const;
