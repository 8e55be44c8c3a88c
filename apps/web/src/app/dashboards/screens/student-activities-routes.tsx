import type { ActivityDetail } from '@ava/contracts';
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ActivityFrame } from '../../../features/activities/components/activity-frame.tsx';
import { StudentActivitiesScreen } from '../../../features/activities/student-activities-screen.tsx';

/** The kinds' screens load on their own, so the list does not carry the editor. */
const ForumScreen = lazy(() =>
  import('../../../features/forum/forum-screen.tsx').then((m) => ({ default: m.ForumScreen })),
);
const ForumSection = lazy(() =>
  import('../../../features/forum/forum-screen.tsx').then((m) => ({ default: m.ForumSection })),
);
const EssayStudentScreen = lazy(() =>
  import('../../../features/school-work/essays/essay-student-screen.tsx').then((m) => ({
    default: m.EssayStudentScreen,
  })),
);
const WorkSubmission = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.WorkSubmission })),
);
const SubmissionResult = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.SubmissionResult })),
);
const StudentExamScreen = lazy(() =>
  import('../../../features/exams/student-exam-screen.tsx').then((m) => ({ default: m.StudentExamScreen })),
);
const MockExams = lazy(() => import('../../../features/exams/mock-exams/mock-exams-routes.tsx'));

/** The screen of a kind followed by the activity's forum, when its config enables one. */
function WithForum({ activity, children }: { activity: ActivityDetail; children: ReactNode }) {
  return (
    <>
      {children}
      {activity.config.forum === true && <ForumSection activity={activity} audience="student" />}
    </>
  );
}

/** /:business/painel/atividades and the screen of each activity a student opens. */
export default function StudentActivitiesRoutes() {
  return (
    <Routes>
      <Route path="atividades">
        <Route index element={<StudentActivitiesScreen />} />
        <Route path="simulados/*" element={<MockExams />} />
        <Route
          path="forum/:activityId"
          element={
            <ActivityFrame kind="forum" audience="student">
              {(activity) => <ForumScreen activity={activity} audience="student" />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId"
          element={
            <ActivityFrame kind="essay" audience="student">
              {(activity) => (
                <WithForum activity={activity}>
                  <EssayStudentScreen activityId={activity.id} expired={activity.expired} />
                  <SubmissionResult activityId={activity.id} />
                </WithForum>
              )}
            </ActivityFrame>
          }
        />
        <Route
          path="trabalho/:activityId"
          element={
            <ActivityFrame kind="work" audience="student">
              {(activity) => (
                <WithForum activity={activity}>
                  <WorkSubmission activityId={activity.id} expired={activity.expired} />
                  <SubmissionResult activityId={activity.id} />
                </WithForum>
              )}
            </ActivityFrame>
          }
        />
        <Route
          path="feito-a-mao/:activityId"
          element={
            <ActivityFrame kind="handmade" audience="student">
              {(activity) => (
                <WithForum activity={activity}>
                  <SubmissionResult activityId={activity.id} />
                </WithForum>
              )}
            </ActivityFrame>
          }
        />
        <Route
          path="prova-digital/:activityId"
          element={
            <ActivityFrame kind="digital_exam" audience="student">
              {(activity) => (
                <StudentExamScreen activityId={activity.id} expired={activity.expired} details={activity.details} />
              )}
            </ActivityFrame>
          }
        />
      </Route>
    </Routes>
  );
}
