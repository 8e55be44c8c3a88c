import { describe, expect, it } from 'vitest';
import {
  energyEventOf,
  energyOverlayOpacity,
  INFANTIL_REGIONS,
  MAP_SECTIONS,
  mapBuildLevel,
  mapSectionOf,
} from './map-energy.ts';

describe('energy event classification', () => {
  it('counts calculate_score as targeted only for the rules K and LT', () => {
    expect(energyEventOf({ action: 'calculate_score', scoring_rule: 'K' })).toBe('targeted');
    expect(energyEventOf({ action: 'calculate_score', scoring_rule: 'LT' })).toBe('targeted');
    expect(energyEventOf({ action: 'calculate_score', scoring_rule: 'V' })).toBe('non-targeted');
  });

  it('counts trail progress only when done, targeted with a question id', () => {
    expect(energyEventOf({ action: 'trail_progress', done: true, question_id: 7 })).toBe('targeted');
    expect(energyEventOf({ action: 'trail_progress', done: true })).toBe('non-targeted');
    expect(energyEventOf({ action: 'trail_progress', done: false, question_id: 7 })).toBeNull();
  });

  it('counts forum comments unless ignore_energy is set; responses and exam finishes are targeted', () => {
    expect(energyEventOf({ action: 'forum_comment' })).toBe('targeted');
    expect(energyEventOf({ action: 'forum_comment', ignore_energy: true })).toBeNull();
    expect(energyEventOf({ action: 'student_response' })).toBe('targeted');
    expect(energyEventOf({ action: 'exam_finish' })).toBe('targeted');
    expect(energyEventOf({ action: 'other', name: 'applause' })).toBe('non-targeted');
  });
});

describe('the interactive map', () => {
  it('builds up in steps of 25 as the energy reaches them, never below the first', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 99, 100].map(mapBuildLevel)).toEqual([25, 25, 25, 25, 50, 50, 75, 75, 100]);
  });

  it('darkens by half at no energy and not at all at full energy', () => {
    expect(energyOverlayOpacity(0)).toBe(0.5);
    expect(energyOverlayOpacity(60)).toBeCloseTo(0.2);
    expect(energyOverlayOpacity(100)).toBe(0);
    expect(energyOverlayOpacity(140)).toBe(0);
  });

  it('places every sub-area in one section, and every sub-area in one infantil region', () => {
    const subAreas = Object.values(MAP_SECTIONS).flat();
    expect(new Set(subAreas).size).toBe(subAreas.length);
    expect(Object.values(INFANTIL_REGIONS).flat().sort()).toEqual([...subAreas].sort());
    expect(mapSectionOf('niveis')).toBe('progresso');
    expect(mapSectionOf('instituicoes')).toBeNull();
  });
});
