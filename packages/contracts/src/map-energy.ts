import { z } from 'zod';

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

/** PATCH /interactive-map/energy */
export const mapEnergyUpdateSchema = z.object({
  event_type: z.enum(ENERGY_EVENT_KINDS),
  user_map: z.string().trim().min(1).max(40).nullish(),
});
export type MapEnergyUpdate = z.infer<typeof mapEnergyUpdateSchema>;

export const mapEnergyResponseSchema = z.object({ energy: z.number().int() });
export type MapEnergyResponse = z.infer<typeof mapEnergyResponseSchema>;
