import { SERVICE_BASES } from '@ava/contracts';
import { describe, expect, it } from 'vitest';
import { resolveServiceBases, serviceVariable } from './services.ts';

describe('service base map', () => {
  it('uses the design defaults', () => {
    expect(resolveServiceBases({})).toEqual(SERVICE_BASES);
  });

  it('lets the build move any service to its own host', () => {
    expect(serviceVariable('exam-builder')).toBe('VITE_SERVICE_EXAM_BUILDER');
    const bases = resolveServiceBases({
      VITE_SERVICE_EXAM_BUILDER: 'https://exams.example.com/v1/',
      VITE_SERVICE_GAMES: ' ',
    });
    expect(bases['exam-builder']).toBe('https://exams.example.com/v1');
    expect(bases.games).toBe('/api/games');
  });
});
