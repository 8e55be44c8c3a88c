import type { ActivityDetail } from '@ava/contracts';
import { Fragment, lazy } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { ActivityFrame } from '../../../features/activities/components/activity-frame.tsx';
import { EducatorActivitiesScreen } from '../../../features/activities/educator-activities-screen.tsx';

const CreationScreen = lazy(() =>
  import('../../../features/activities/creation/creation-screen.tsx').then((m) => ({ default: m.CreationScreen })),
);
const ForumScreen = lazy(() =>
  import('../../../features/forum/forum-screen.tsx').then((m) => ({ default: m.ForumScreen })),
);
const ForumSection = lazy(() =>
  import('../../../features/forum/forum-screen.tsx').then((m) => ({ default: m.ForumSection })),
);
const EssayCorrectionScreen = lazy(() =>
  import('../../../features/school-work/essays/essay-correction-screen.tsx').then((m) => ({
    default: m.EssayCorrectionScreen,
  })),
);
const WorkResults = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.WorkResults })),
);
const StudentWorkReview = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.StudentWorkReview })),
);
const ExamLiveScreen = lazy(() =>
  import('../../../features/exams/live/exam-live-screen.tsx').then((m) => ({ default: m.ExamLiveScreen })),
);
const StudentSteps = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.StudentSteps })),
);
const EvaluationPanel = lazy(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => ({ default: m.EvaluationPanel })),
);

/** The student of a `.../aluno/:studentId` address. */
function useStudentId(): string {
  return useParams().studentId ?? '';
}

/** Each student's screen starts afresh (the key), with the steps to the activity's other students. */
function EssayCorrection({ activityId }: { activityId: string }) {
  const studentId = useStudentId();
  return (
    <Fragment key={studentId}>
      <EssayCorrectionScreen activityId={activityId} studentId={studentId} />
      <EvaluationPanel activityId={activityId} studentId={studentId} />
      <StudentSteps activityId={activityId} studentId={studentId} />
    </Fragment>
  );
}

function WorkReview({ activityId }: { activityId: string }) {
  const studentId = useStudentId();
  return (
    <Fragment key={studentId}>
      <StudentWorkReview activityId={activityId} studentId={studentId} />
      <EvaluationPanel activityId={activityId} studentId={studentId} />
      <StudentSteps activityId={activityId} studentId={studentId} />
    </Fragment>
  );
}

/** Who delivered what, followed by the activity's forum when its config enables one. */
function ResultsWithForum({ activity, mode }: { activity: ActivityDetail; mode: 'open' | 'evaluate' }) {
  return (
    <>
      <WorkResults
        activityId={activity.id}
        endTime={activity.end_time}
        mode={mode}
        withFiles={activity.kind !== 'essay'}
      />
      {activity.config.forum === true && <ForumSection activity={activity} audience="educator" />}
    </>
  );
}

/** /:business/professor/atividades: the list, the creation flow and each activity's follow-up. */
export default function EducatorActivitiesRoutes() {
  return (
    <Routes>
      <Route path="atividades">
        <Route index element={<EducatorActivitiesScreen />} />
        <Route path="nova" element={<CreationScreen />} />
        <Route
          path="forum/:activityId"
          element={
            <ActivityFrame kind="forum" audience="educator">
              {(activity) => <ForumScreen activity={activity} audience="educator" />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId"
          element={
            <ActivityFrame kind="essay" audience="educator">
              {(activity) => <ResultsWithForum activity={activity} mode="open" />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="essay" audience="educator">
              {(activity) => <EssayCorrection activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="trabalho/:activityId"
          element={
            <ActivityFrame kind="work" audience="educator">
              {(activity) => <ResultsWithForum activity={activity} mode="open" />}
            </ActivityFrame>
          }
        />
        <Route
          path="trabalho/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="work" audience="educator">
              {(activity) => <WorkReview activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="feito-a-mao/:activityId"
          element={
            <ActivityFrame kind="handmade" audience="educator">
              {(activity) => <ResultsWithForum activity={activity} mode="evaluate" />}
            </ActivityFrame>
          }
        />
        <Route
          path="prova-digital/:activityId"
          element={
            <ActivityFrame kind="digital_exam" audience="educator">
              {(activity) => <ExamLiveScreen activityId={activity.id} />}
            </ActivityFrame>
          }
        />
      </Route>
    </Routes>
  );
}
