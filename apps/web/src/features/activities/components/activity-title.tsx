import type { ActivityKind } from '@ava/contracts';
import { Link } from 'react-router';
import { ACTIVITY_SCREEN_PATHS, hasActivityScreen, hasScreen, KIND_PATHS } from '../activity-kinds.ts';

interface Props {
  activity: { id: string; kind: ActivityKind; title: string };
  /** False keeps the plain title (a draft has no screen to open yet). */
  linked?: boolean;
  /** An educator also opens the kinds only educators have a screen for here (a trail's results). */
  audience?: 'student' | 'educator';
}

/** The activity's title, a link to its screen where its kind has one. */
export function ActivityTitle({ activity, linked = true, audience = 'student' }: Props) {
  const path =
    audience === 'educator'
      ? hasActivityScreen(activity.kind) && ACTIVITY_SCREEN_PATHS[activity.kind]
      : hasScreen(activity.kind) && KIND_PATHS[activity.kind];
  if (!linked || !path) return <>{activity.title}</>;
  return (
    <Link to={`${path}/${activity.id}`} className="hover:underline">
      {activity.title}
    </Link>
  );
}
