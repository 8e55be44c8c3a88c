import './school-work-strings.ts';

/** The school-work pieces the activity routes compose. */
export { AssignmentEvaluation, EvaluationPanel } from './components/evaluation-panel.tsx';
export { StudentWorkReview } from './components/student-work-review.tsx';
export { SubmissionResult } from './components/submission-result.tsx';
export { WorkResults } from './components/work-results.tsx';
export { WorkStudentSteps } from './components/work-student-steps.tsx';
export { WorkSubmission } from './components/work-submission.tsx';
