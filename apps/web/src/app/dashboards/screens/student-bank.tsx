import { BankScreen } from '../../../features/bank/bank-screen.tsx';
import { keptGuardian } from '../../../features/guardians/dependent-session.ts';

/** /:business/painel/banco: a guardian in the student's session sees the bank but moves nothing (the server refuses too). */
export default function StudentBank() {
  return <BankScreen readOnly={keptGuardian() !== null} />;
}
