import { type ActivityDetail, SCORING_RULES } from '@ava/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { lazyScreen } from '../../../components/lazy-screen.tsx';
import { ActivityFrame } from '../../../features/activities/components/activity-frame.tsx';
import { StudentActivitiesScreen } from '../../../features/activities/student-activities-screen.tsx';
import { homeworkShowOptions } from '../../../features/challenges/homework/api/homework-play.ts';
import { examShowOptions, studentExamOptions } from '../../../features/exams/api/student-exam.ts';
import { forumCommentsOptions } from '../../../features/forum/api/forum-comments.ts';
import { trailShowOptions } from '../../../features/trail-player/api/trail-player.ts';

/** The kinds' screens load on their own, so the list does not carry the editor. */
const ForumScreen = lazyScreen(() => import('../../../features/forum/forum-screen.tsx').then((m) => m.ForumScreen));
const ForumSection = lazyScreen(() => import('../../../features/forum/forum-screen.tsx').then((m) => m.ForumSection));
const EssayStudentScreen = lazyScreen(() =>
  import('../../../features/school-work/essays/essay-student-screen.tsx').then((m) => m.EssayStudentScreen),
);
const WorkSubmission = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.WorkSubmission),
);
const SubmissionResult = lazyScreen(() =>
  import('../../../features/school-work/school-work-screens.tsx').then((m) => m.SubmissionResult),
);
const StudentExamScreen = lazyScreen(() =>
  import('../../../features/exams/student-exam-screen.tsx').then((m) => m.StudentExamScreen),
);
const HomeworkStudentScreen = lazyScreen(() =>
  import('../../../features/challenges/homework/homework-student-screen.tsx').then((m) => m.HomeworkStudentScreen),
);
const TrailPlayerScreen = lazyScreen(() =>
  import('../../../features/trail-player/trail-player-screen.tsx').then((m) => m.TrailPlayerScreen),
);
const StudentGame = lazyScreen(() =>
  import('../../../features/challenges/components/student-game.tsx').then((m) => m.StudentGame),
);
const MockExams = lazyScreen(() =>
  import('../../../features/exams/mock-exams/mock-exams-routes.tsx').then((m) => m.default),
);

/* What each screen needs, started while the activity loads (see ActivityFrame's `prepare`). */
const prepareForum = (activity: string, client: QueryClient) => {
  void ForumScreen.preload();
  void client.prefetchInfiniteQuery(forumCommentsOptions(activity, false));
};
const prepareEssay = () => {
  void EssayStudentScreen.preload();
  void SubmissionResult.preload();
};
const prepareWork = () => {
  void WorkSubmission.preload();
  void SubmissionResult.preload();
};
const prepareHandmade = () => void SubmissionResult.preload();
const prepareExam = (activity: string, client: QueryClient) => {
  void StudentExamScreen.preload();
  void client.prefetchQuery(studentExamOptions(activity));
  void client.prefetchQuery(examShowOptions(activity));
};

const prepareHomework = (activity: string, client: QueryClient) => {
  void HomeworkStudentScreen.preload();
  void client.prefetchQuery(homeworkShowOptions(activity));
};

const prepareTrail = (activity: string, client: QueryClient) => {
  void TrailPlayerScreen.preload();
  void client.prefetchQuery(trailShowOptions(activity));
};

/** A trail's steps show the challenges' game container and the forum of the step. */
function TrailPlayer({ activity }: { activity: ActivityDetail }) {
  return (
    <TrailPlayerScreen
      activity={activity}
      slots={{
        challenge: ({ contentId, title, trailId, onScored }) => (
          <StudentGame
            game={{ oed_content_id: contentId, title, user_rating: null }}
            scoring={{ rule: SCORING_RULES.trail, trail: trailId, onScored }}
          />
        ),
        forum: ({ trailId, hiddenUntilCommented }) => (
          <ForumScreen
            activity={activity}
            audience="student"
            trailId={trailId}
            hiddenUntilCommented={hiddenUntilCommented}
          />
        ),
      }}
    />
  );
}

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
            <ActivityFrame kind="forum" audience="student" prepare={prepareForum}>
              {(activity) => <ForumScreen activity={activity} audience="student" />}
            </ActivityFrame>
          }
        />
        <Route
          path="redacao/:activityId"
          element={
            <ActivityFrame kind="essay" audience="student" prepare={prepareEssay}>
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
            <ActivityFrame kind="work" audience="student" prepare={prepareWork}>
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
            <ActivityFrame kind="handmade" audience="student" prepare={prepareHandmade}>
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
            <ActivityFrame kind="digital_exam" audience="student" prepare={prepareExam}>
              {(activity) => (
                <StudentExamScreen activityId={activity.id} expired={activity.expired} details={activity.details} />
              )}
            </ActivityFrame>
          }
        />
        <Route
          path="trilha/:activityId"
          element={
            <ActivityFrame kind="trail" audience="student" prepare={prepareTrail}>
              {(activity) => <TrailPlayer activity={activity} />}
            </ActivityFrame>
          }
        />
        <Route
          path="tarefa/:activityId"
          element={
            <ActivityFrame kind="homework" audience="student" prepare={prepareHomework}>
              {(activity) => (
                <WithForum activity={activity}>
                  <HomeworkStudentScreen activityId={activity.id} expired={activity.expired} />
                </WithForum>
              )}
            </ActivityFrame>
          }
        />
      </Route>
    </Routes>
  );
}
