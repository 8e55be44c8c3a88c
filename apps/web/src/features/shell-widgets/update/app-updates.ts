/** A new version of the app waiting to take over, as the update banner sees it. */
export interface AppUpdates {
  subscribe: (listener: () => void) => () => void;
  /** True once a new service worker is installed and waiting. */
  isWaiting: () => boolean;
  /** Lets the waiting version take over; the page reloads once it controls it. */
  activate: () => Promise<void>;
}
