import './school-work-strings.ts';

/** The school-work pieces the activity routes compose. */
export { EvaluationPanel } from './components/evaluation-panel.tsx';
export { StudentSteps } from './components/student-steps.tsx';
export { StudentWorkReview } from './components/student-work-review.tsx';
export { SubmissionResult } from './components/submission-result.tsx';
export { WorkResults } from './components/work-results.tsx';
export { WorkSubmission } from './components/work-submission.tsx';
