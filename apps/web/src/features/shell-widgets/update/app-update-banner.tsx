import { createServiceWorkerUpdates } from './service-worker.ts';
import { UpdateBanner } from './update-banner.tsx';

function logOfflineMode(): void {
  const log = () => console.info('[service-worker] No internet connection found. App is running in offline mode.');
  if (!navigator.onLine) log();
  window.addEventListener('offline', log);
}

/** Built apps only: the development server has no service worker. */
const updates =
  import.meta.env.PROD && 'serviceWorker' in navigator
    ? createServiceWorkerUpdates({
        container: navigator.serviceWorker,
        scriptUrl: `${import.meta.env.BASE_URL}sw.js`,
        reload: () => window.location.reload(),
      })
    : null;
if (updates) logOfflineMode();

/** The lazy chunk the app loads after its first render: registers the service worker and shows the banner. */
export default function AppUpdateBanner() {
  return updates && <UpdateBanner updates={updates} />;
}
