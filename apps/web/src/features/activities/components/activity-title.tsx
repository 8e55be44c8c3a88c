import type { ActivityKind } from '@ava/contracts';
import { Link } from 'react-router';
import { ACTIVITY_SCREEN_PATHS, hasActivityScreen } from '../activity-kinds.ts';

interface Props {
  activity: { id: string; kind: ActivityKind; title: string };
  /** False keeps the plain title (a draft has no screen to open yet). */
  linked?: boolean;
}

/**
 * The activity's title, a link to its screen where its kind has one: the same address for the
 * student and the educator, each dashboard placing its own screen there (a trail's player, or its
 * results).
 */
export function ActivityTitle({ activity, linked = true }: Props) {
  if (!linked || !hasActivityScreen(activity.kind)) return <>{activity.title}</>;
  return (
    <Link to={`${ACTIVITY_SCREEN_PATHS[activity.kind]}/${activity.id}`} className="hover:underline">
      {activity.title}
    </Link>
  );
}
