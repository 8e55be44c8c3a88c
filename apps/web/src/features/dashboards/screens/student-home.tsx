import { UrgentWarning } from '../../activities/components/urgent-warning.tsx';
import DashboardBanners from '../../profile/dashboard-banners.tsx';

/** The student's home under the greeting: the profile's banners and the urgent-activity warning. */
export default function StudentHome() {
  return (
    <>
      <DashboardBanners />
      <UrgentWarning />
    </>
  );
}
