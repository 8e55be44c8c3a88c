import {
  GAME_LAYOUT_IDS,
  GAME_VARIATION_IDS,
  gameContentDataFor,
  gameSettingsSchema,
  INTERACTIONS,
  layoutPlays,
  STAGE_GRADE_IDS,
} from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_CHALLENGES, type SeedSubject } from './challenges.seed-data.ts';

const BNCC_CODE = /^(EI\d{2}[A-Z]{2}\d{2}|EF\d{2}[A-Z]{2}\d{2}|EM13[A-Z]{3}\d{3})$/;
const SUBJECTS: SeedSubject[] = [
  'Língua Portuguesa',
  'Matemática',
  'Ciências',
  'História',
  'Geografia',
  'Arte',
  'Inglês',
  'Educação Física',
];

const countBy = (pick: (challenge: (typeof SEED_CHALLENGES)[number]) => string) => {
  const counts = new Map<string, number>();
  for (const challenge of SEED_CHALLENGES) counts.set(pick(challenge), (counts.get(pick(challenge)) ?? 0) + 1);
  return (value: string) => counts.get(value) ?? 0;
};

describe('the demo challenges', () => {
  it('are at least 40, each with its own key', () => {
    expect(SEED_CHALLENGES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_CHALLENGES.map((challenge) => challenge.key)).size).toBe(SEED_CHALLENGES.length);
  });

  it.each(SEED_CHALLENGES.map((challenge) => [challenge.key, challenge] as const))(
    '%s is content the factory accepts',
    (_key, challenge) => {
      const data = gameContentDataFor(challenge.interaction).safeParse(challenge.data);
      expect(data.success, JSON.stringify(data.error?.issues)).toBe(true);
      expect(data.data?.challenges.length).toBeGreaterThanOrEqual(3);
      expect(data.data?.challenges.length).toBeLessThanOrEqual(6);
      expect(gameSettingsSchema.safeParse(challenge.settings).success).toBe(true);
      expect(layoutPlays(challenge.layout, challenge.interaction)).toBe(true);
      expect(GAME_VARIATION_IDS).toContain(challenge.variation);
      expect(challenge.grade_ids.length).toBeGreaterThan(0);
      for (const gradeId of challenge.grade_ids) expect(STAGE_GRADE_IDS[challenge.stage]).toContain(gradeId);
      expect(Object.keys(challenge.bncc).length).toBeGreaterThan(0);
      for (const [code, description] of Object.entries(challenge.bncc)) {
        expect(code).toMatch(BNCC_CODE);
        expect(description.length).toBeGreaterThan(10);
      }
    },
  );

  it('use every interaction at least 4 times and every layout at least 6 times', () => {
    const byInteraction = countBy((challenge) => challenge.interaction);
    for (const interaction of INTERACTIONS) expect(byInteraction(interaction), interaction).toBeGreaterThanOrEqual(4);
    const byLayout = countBy((challenge) => challenge.layout);
    for (const layout of GAME_LAYOUT_IDS) expect(byLayout(layout), layout).toBeGreaterThanOrEqual(6);
  });

  it('cover every school stage, every subject, every variation and every difficulty', () => {
    const byStage = countBy((challenge) => challenge.stage);
    for (const stage of ['infantil', 'fundamental-1', 'fundamental-2', 'ensino-medio'])
      expect(byStage(stage), stage).toBeGreaterThan(0);
    const bySubject = countBy((challenge) => challenge.subject);
    for (const subject of SUBJECTS) expect(bySubject(subject), subject).toBeGreaterThan(0);
    const byVariation = countBy((challenge) => challenge.variation);
    for (const variation of GAME_VARIATION_IDS) expect(byVariation(variation), variation).toBeGreaterThan(0);
    const byDifficulty = countBy((challenge) => gameSettingsSchema.parse(challenge.settings).difficulty);
    for (const difficulty of ['facil', 'medio', 'dificil'])
      expect(byDifficulty(difficulty), difficulty).toBeGreaterThan(0);
  });

  it('offer daily challenges across the stages', () => {
    const daily = SEED_CHALLENGES.filter((challenge) => challenge.daily);
    expect(daily.length).toBeGreaterThanOrEqual(5);
    expect(new Set(daily.map((challenge) => challenge.stage)).size).toBe(4);
  });
});
