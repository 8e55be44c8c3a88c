/** Energy of the interactive map (document 2 section 4): events raised by students only. */
export const ENERGY_EVENT_KINDS = ['targeted', 'non-targeted'] as const;
export type EnergyEventKind = (typeof ENERGY_EVENT_KINDS)[number];

/**
 * The map shows energy from 0 to 100 (its overlay opacity is (100 - energy) / 100 * 0.5). Each event
 * adds its ENERGY_GAIN, capped here; the server applies it in SQL (map-energy.repository.ts).
 */
export const MAX_MAP_ENERGY = 100;
/** Not given by the specification: a targeted action is worth twice any other one. */
export const ENERGY_GAIN: Record<EnergyEventKind, number> = { targeted: 10, 'non-targeted': 5 };

/** Scoring rules whose calculate_score counts as a targeted event (document 2 section 9). */
export const TARGETED_SCORING_RULES = ['K', 'LT'] as const;

/** A student action that may raise an energy event. */
export type EnergyAction =
  | { action: 'calculate_score'; scoring_rule: string }
  | { action: 'trail_progress'; done: boolean; question_id?: string | number | null }
  | { action: 'forum_comment'; ignore_energy?: boolean | null }
  | { action: 'student_response' }
  | { action: 'exam_finish' }
  | { action: 'other'; name: string };

/** Which event an action raises, or null when it raises none (document 2 section 4). */
export function energyEventOf(event: EnergyAction): EnergyEventKind | null {
  switch (event.action) {
    case 'calculate_score':
      return (TARGETED_SCORING_RULES as readonly string[]).includes(event.scoring_rule) ? 'targeted' : 'non-targeted';
    case 'trail_progress':
      if (!event.done) return null;
      return event.question_id != null && event.question_id !== '' ? 'targeted' : 'non-targeted';
    case 'forum_comment':
      return event.ignore_energy ? null : 'targeted';
    case 'student_response':
    case 'exam_finish':
      return 'targeted';
    default:
      return 'non-targeted';
  }
}

/* ---- The interactive map (document 1 sections 2, 3, 4 and 9) ---- */

/** The map's sections and each one's sub-areas, by slug, in the order the map shows them. */
export const MAP_SECTIONS = {
  'minha-classe': ['atividades', 'aulas-ao-vivo'],
  desafios: ['desafio-do-dia', 'desafios-do-ava', 'parque'],
  diversao: ['loja', 'minha-casa', 'spa-do-avatar', 'spa-do-pet'],
  info: ['aulas-digitais', 'livros-digitais', 'materiais-diversos'],
  progresso: ['banco', 'certificados', 'hall-da-fama', 'niveis'],
} as const satisfies Record<string, readonly string[]>;
export type MapSection = keyof typeof MAP_SECTIONS;
export const MAP_SECTION_SLUGS = Object.keys(MAP_SECTIONS) as MapSection[];

/** The maps there are; fundamental-2 and ensino-medio share one (userMapOfGrade). */
export const USER_MAPS = ['infantil', 'fundamental-1', 'fundamental-2'] as const;
export type UserMap = (typeof USER_MAPS)[number];
export const isUserMap = (value: unknown): value is UserMap => (USER_MAPS as readonly unknown[]).includes(value);

/**
 * The infantil map's three regions (no navigation menus there): left with the info sub-areas and
 * certificados/niveis, center with the class, challenges and fun. The specification leaves the
 * right one unnamed: it takes the rest of progresso (banco, hall-da-fama).
 */
export const INFANTIL_REGIONS = {
  left: ['aulas-digitais', 'livros-digitais', 'materiais-diversos', 'certificados', 'niveis'],
  center: [...MAP_SECTIONS['minha-classe'], ...MAP_SECTIONS.desafios, ...MAP_SECTIONS.diversao],
  right: ['banco', 'hall-da-fama'],
} as const satisfies Record<string, readonly string[]>;
export type InfantilRegion = keyof typeof INFANTIL_REGIONS;

/** The section a sub-area belongs to, or null for a slug that is not on the map. */
export function mapSectionOf(slug: string): MapSection | null {
  for (const section of MAP_SECTION_SLUGS)
    if ((MAP_SECTIONS[section] as readonly string[]).includes(slug)) return section;
  return null;
}

/** The map is built in four steps; its pictures exist for these percentages. */
export const MAP_BUILD_LEVELS = [25, 50, 75, 100] as const;
export type MapBuildLevel = (typeof MAP_BUILD_LEVELS)[number];

/** The highest build level the energy has reached (the first one is always there). */
export function mapBuildLevel(energy: number): MapBuildLevel {
  let reached: MapBuildLevel = MAP_BUILD_LEVELS[0];
  for (const level of MAP_BUILD_LEVELS) if (energy >= level) reached = level;
  return reached;
}

/** Document 1 section 9: the energy overlay's opacity, (100 - energy) / 100 * 0.5. */
export function energyOverlayOpacity(energy: number): number {
  const clamped = Math.min(MAX_MAP_ENERGY, Math.max(0, energy));
  return ((MAX_MAP_ENERGY - clamped) / MAX_MAP_ENERGY) * 0.5;
}

/** Document 1 sections 4 and 9: map loading holds a lock this long. */
export const MAP_LOADING_LOCK_MS = 2_000;
/** Document 1 section 9: the average of 1061/624 and 1920/1080. */
export const MAP_ASPECT_RATIO = (1061 / 624 + 1920 / 1080) / 2;
