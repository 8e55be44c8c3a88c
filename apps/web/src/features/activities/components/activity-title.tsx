import type { ActivityKind } from '@ava/contracts';
import { Link } from 'react-router';
import { hasScreen, KIND_PATHS } from '../activity-kinds.ts';

interface Props {
  activity: { id: string; kind: ActivityKind; title: string };
  /** False keeps the plain title (a draft has no screen to open yet). */
  linked?: boolean;
}

/** The activity's title, a link to its screen where its kind has one. */
export function ActivityTitle({ activity, linked = true }: Props) {
  if (!linked || !hasScreen(activity.kind)) return <>{activity.title}</>;
  return (
    <Link to={`${KIND_PATHS[activity.kind]}/${activity.id}`} className="hover:underline">
      {activity.title}
    </Link>
  );
}
