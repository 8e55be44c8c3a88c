import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChartNoAxesColumnIncreasing from 'lucide-react/icons/chart-no-axes-column-increasing';
import FerrisWheel from 'lucide-react/icons/ferris-wheel';
import Headphones from 'lucide-react/icons/headphones';
import House from 'lucide-react/icons/house';
import Landmark from 'lucide-react/icons/landmark';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import PawPrint from 'lucide-react/icons/paw-print';
import Puzzle from 'lucide-react/icons/puzzle';
import School from 'lucide-react/icons/school';
import Shapes from 'lucide-react/icons/shapes';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import Trophy from 'lucide-react/icons/trophy';
import UserRound from 'lucide-react/icons/user-round';
import Video from 'lucide-react/icons/video';

/**
 * The picture of each place of the student's dashboard, by menu slug: on the map's buildings and
 * beside the home's shortcuts, so a child who cannot read yet recognises a place in both.
 */
const PLACE_ICONS: Readonly<Record<string, LucideIcon>> = {
  atividades: NotebookPen,
  'aulas-ao-vivo': Video,
  'desafio-do-dia': CalendarCheck,
  'desafios-do-ava': Puzzle,
  parque: FerrisWheel,
  loja: Store,
  'minha-casa': House,
  'spa-do-avatar': Sparkles,
  'spa-do-pet': PawPrint,
  'aulas-digitais': MonitorPlay,
  'livros-digitais': BookOpen,
  'materiais-diversos': Shapes,
  audios: Headphones,
  banco: Landmark,
  certificados: Award,
  'hall-da-fama': Trophy,
  niveis: ChartNoAxesColumnIncreasing,
  instituicoes: School,
  perfil: UserRound,
};

export const placeIcon = (slug: string): LucideIcon => PLACE_ICONS[slug] ?? Shapes;
