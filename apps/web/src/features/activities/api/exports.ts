import { downloadFile } from '../../../lib/http/download.ts';
import { type TeacherListParams, teacherListQuery } from './teacher-list.ts';

/** GET /activity/export (ours): the educator's activities, as the list shows them, one 'Activity export row' each. */
export const exportActivities = (params: Omit<TeacherListParams, 'page'>) =>
  downloadFile('main', '/activity/export', { query: teacherListQuery(params) });

/** GET /activity/export_students (ours): one 'Student row' per student of the activity. */
export const exportActivityStudents = (activityId: string) =>
  downloadFile('main', '/activity/export_students', { query: { activity: activityId } });
