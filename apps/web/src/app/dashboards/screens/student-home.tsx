import { UrgentWarning } from '../../../features/activities/components/urgent-warning.tsx';
import DashboardBanners from '../../../features/profile/dashboard-banners.tsx';

/** The student's home under the greeting: the profile's banners and the urgent-activity warning. */
export default function StudentHome() {
  return (
    <>
      <DashboardBanners />
      <UrgentWarning />
    </>
  );
}
