import { activityKeys } from '../../../../lib/activity-keys.ts';

/** Under the activity's detail, so what refreshes the activity refreshes its tarefa too. */
export const homeworkKeys = {
  show: (activity: string) => [...activityKeys.detail(activity), 'homework', 'show'] as const,
  summary: (activity: string) => [...activityKeys.detail(activity), 'homework', 'summary'] as const,
  gameDetail: (activity: string, game: string) => [...activityKeys.detail(activity), 'homework', 'game', game] as const,
  gameQuestions: (activity: string, game: string) =>
    [...activityKeys.detail(activity), 'homework', 'questions', game] as const,
  studentGames: (activity: string, student: string) =>
    [...activityKeys.detail(activity), 'homework', 'student', student] as const,
};
