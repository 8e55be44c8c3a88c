import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../../lib/platform.ts';
import { chosenBackgroundOptions } from './api/preferences.ts';
import { BackgroundPaint } from './components/background-paint.tsx';

/**
 * The student's chosen background behind the whole dashboard, where the platform lets students
 * choose one (the customBackground flag, document 1); the platform's default otherwise.
 */
export default function DashboardBackground() {
  const { theme } = usePlatform();
  const allowed = theme.features.customBackground === true;
  const { data } = useQuery({ ...chosenBackgroundOptions(), enabled: allowed });
  const background = allowed ? data?.background : null;
  if (!background) return null;
  return (
    <div aria-hidden="true" data-testid="dashboard-background" className="pointer-events-none fixed inset-0 -z-10">
      <BackgroundPaint background={background} className="absolute inset-0" />
      {/* A veil keeps the page's own text (tabs, headings outside cards) readable over a dark picture. */}
      <div className="absolute inset-0 bg-white/60" />
    </div>
  );
}
