import { keptGuardian } from '../../../features/guardians/dependent-session.ts';
import { HomeScreen } from '../../../features/store/home-screen.tsx';

/** /:business/painel/minha-casa: a guardian in the student's session sees the room but moves nothing (the server refuses too). */
export default function StudentMinhaCasa() {
  return <HomeScreen readOnly={keptGuardian() !== null} />;
}
