import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { sendKeptAnswers } from './answer-queue.ts';
import { saveAnswer } from './api/exam-taking.ts';

/** Mounted on the student's dashboard: answers kept on this device reach the server from any page. */
export default function KeptExamAnswers() {
  const user = useSession()?.user.user_id;
  useEffect(() => {
    if (!user) return;
    // Mock exams keep theirs under `mock-<exam>`; their player sends them when reopened.
    return sendKeptAnswers(user, (exam) => (exam.startsWith('mock-') ? null : (answer) => saveAnswer(exam, answer)));
  }, [user]);
  return null;
}
