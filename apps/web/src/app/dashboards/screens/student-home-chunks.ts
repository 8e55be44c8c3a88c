/** The student's home, a chunk of its own: the dashboard shows it, the dashboard's route starts it early. */
export const loadStudentHome = () => import('./student-home.tsx');
