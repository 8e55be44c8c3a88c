import type { ActivityDetail } from '@ava/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { lazyScreen } from '../../../components/lazy-screen.tsx';
import { ActivityFrame } from '../../../features/activities/components/activity-frame.tsx';
import { EducatorActivitiesScreen } from '../../../features/activities/educator-activities-screen.tsx';
import { forumCommentsOptions } from '../../../features/forum/api/forum-comments.ts';
import { forumParticipationOptions } from '../../../features/forum/api/forum-participation.ts';
import { workResultsOptions } from '../../../features/school-work/api/work-results.ts';
import { assignedStudentsOptions } from '../../../lib/assigned-students.ts';
import { homeworkGamesOptions } from '../../../lib/homework-games.ts';

const CreationScreen = lazyScreen(() =>
  import('../../../features/activities/creation/creation-screen.tsx').then((m) => m.CreationScreen),
);
/** A tarefa's challenges are found in the challenges' library search, shown in the creation flow's step. */
const HomeworkGamesPicker = lazyScreen(() =>
  import('../../../features/challenges/homework/homework-games-picker.tsx').then((m) => m.HomeworkGamesPicker),
);
const HomeworkResultsScreen = lazyScreen(() =>
  import('../../../features/challenges/homework/results/homework-results-screen.tsx').then(
    (m) => m.HomeworkResultsScreen,
  ),
);
const HomeworkStudentGames = lazyScreen(() =>
  import('../../../features/challenges/homework/results/student-games-screen.tsx').then((m) => m.StudentGamesScreen),
);
const TrailResultsScreen = lazyScreen(() =>
  import('../../../features/activities/trail-results/trail-results-screen.tsx').then((m) => m.TrailResultsScreen),
);
const ForumScreen = lazyScreen(() => import('../../../features/forum/forum-screen.tsx').then((m) => m.ForumScreen));
const ForumSection = lazyScreen(() => import('../../../features/forum/forum-screen.tsx').then((m) => m.ForumSection));
const EssayCorrectionScreen = lazyScreen(() =>
  import('../../../features/school-work/essays/essay-correction-screen.tsx').then((m) => m.EssayCorrectionScreen),
);
const WorkResults = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.WorkResults),
);
const StudentWorkReview = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.StudentWorkReview),
);
const ExamLiveScreen = lazyScreen(() =>
  import('../../../features/exams/live/exam-live-screen.tsx').then((m) => m.ExamLiveScreen),
);
const WorkStudentSteps = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.WorkStudentSteps),
);
const EvaluationPanel = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.EvaluationPanel),
);
const AssignmentEvaluation = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.AssignmentEvaluation),
);
const ForumStudentReview = lazyScreen(() =>
  import('../../../features/forum/forum-correction-screen.tsx').then((m) => m.ForumStudentReview),
);
const ForumStudentSteps = lazyScreen(() =>
  import('../../../features/forum/forum-correction-screen.tsx').then((m) => m.ForumStudentSteps),
);

/* What each screen needs, started while the activity loads (see ActivityFrame's `prepare`). */
const prepareForum = (activity: string, client: QueryClient) => {
  void ForumScreen.preload();
  void client.prefetchQuery(forumParticipationOptions(activity));
  void client.prefetchInfiniteQuery(forumCommentsOptions(activity, false));
  void client.prefetchQuery(assignedStudentsOptions(activity));
};
const prepareForumCorrection = (activity: string, client: QueryClient) => {
  void ForumStudentReview.preload();
  void AssignmentEvaluation.preload();
  void client.prefetchQuery(forumParticipationOptions(activity));
  void client.prefetchQuery(assignedStudentsOptions(activity));
};
const prepareResults = (activity: string, client: QueryClient) => {
  void WorkResults.preload();
  void client.prefetchQuery(workResultsOptions(activity));
};
const prepareReview = () => {
  void StudentWorkReview.preload();
  void EvaluationPanel.preload();
};
const prepareCorrection = () => {
  void EssayCorrectionScreen.preload();
  void EvaluationPanel.preload();
};
const prepareLive = () => void ExamLiveScreen.preload();
const prepareHomework = (activity: string, client: QueryClient) => {
  void HomeworkResultsScreen.preload();
  void client.prefetchQuery(homeworkGamesOptions(activity));
};
const prepareHomeworkStudent = () => void HomeworkStudentGames.preload();
const prepareTrail = () => void TrailResultsScreen.preload();

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
      <WorkStudentSteps activityId={activityId} studentId={studentId} />
    </Fragment>
  );
}

function WorkReview({ activityId }: { activityId: string }) {
  const studentId = useStudentId();
  return (
    <Fragment key={studentId}>
      <StudentWorkReview activityId={activityId} studentId={studentId} />
      <EvaluationPanel activityId={activityId} studentId={studentId} />
      <WorkStudentSteps activityId={activityId} studentId={studentId} />
    </Fragment>
  );
}

/** A forum's student: their threads with the reached-purpose marks, their grade, the steps to the others. */
function ForumCorrection({ activity }: { activity: ActivityDetail }) {
  const studentId = useStudentId();
  return (
    <Fragment key={studentId}>
      <ForumStudentReview activity={activity} studentId={studentId} />
      <AssignmentEvaluation activity={activity} studentId={studentId} />
      <ForumStudentSteps activityId={activity.id} studentId={studentId} />
    </Fragment>
  );
}

/** A tarefa's student: their challenges, keyed so each student's screen starts afresh. */
function HomeworkStudentResults({ activityId }: { activityId: string }) {
  const studentId = useStudentId();
  return <HomeworkStudentGames key={studentId} activityId={activityId} studentId={studentId} />;
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
        <Route path="nova" element={<CreationScreen gamesPicker={HomeworkGamesPicker} />} />
        <Route
          path="forum/:activityId"
          element={
            <ActivityFrame kind="forum" audience="educator" prepare={prepareForum}>
              {(activity) => <ForumScreen activity={activity} audience="educator" graded />}
            </ActivityFrame>
          }
        />
        <Route
          path="forum/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="forum" audience="educator" prepare={prepareForumCorrection}>
              {(activity) => <ForumCorrection activity={activity} />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId"
          element={
            <ActivityFrame kind="essay" audience="educator" prepare={prepareResults}>
              {(activity) => <ResultsWithForum activity={activity} mode="open" />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="essay" audience="educator" prepare={prepareCorrection}>
              {(activity) => <EssayCorrection activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="trabalho/:activityId"
          element={
            <ActivityFrame kind="work" audience="educator" prepare={prepareResults}>
              {(activity) => <ResultsWithForum activity={activity} mode="open" />}
            </ActivityFrame>
          }
        />
        <Route
          path="trabalho/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="work" audience="educator" prepare={prepareReview}>
              {(activity) => <WorkReview activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="feito-a-mao/:activityId"
          element={
            <ActivityFrame kind="handmade" audience="educator" prepare={prepareResults}>
              {(activity) => <ResultsWithForum activity={activity} mode="evaluate" />}
            </ActivityFrame>
          }
        />
        <Route
          path="prova-digital/:activityId"
          element={
            <ActivityFrame kind="digital_exam" audience="educator" prepare={prepareLive}>
              {(activity) => <ExamLiveScreen activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="tarefa/:activityId"
          element={
            <ActivityFrame kind="homework" audience="educator" prepare={prepareHomework}>
              {(activity) => <HomeworkResultsScreen activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="tarefa/:activityId/aluno/:studentId"
          element={
            <ActivityFrame kind="homework" audience="educator" prepare={prepareHomeworkStudent}>
              {(activity) => <HomeworkStudentResults activityId={activity.id} />}
            </ActivityFrame>
          }
        />
        <Route
          path="trilha/:activityId"
          element={
            <ActivityFrame kind="trail" audience="educator" prepare={prepareTrail}>
              {(activity) => <TrailResultsScreen activityId={activity.id} />}
            </ActivityFrame>
          }
        />
      </Route>
    </Routes>
  );
}
