import { describe, expect, it } from 'vitest';
import { energyEventOf } from './map-energy.ts';

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
