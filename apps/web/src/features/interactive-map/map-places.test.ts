import { describe, expect, it } from 'vitest';
import { infantilSpans, isHalfBuilt, type MapDestination, mapScenes } from './map-places.ts';

const to = (...slugs: string[]): MapDestination[] => slugs.map((slug) => ({ slug, to: `/demo/painel/${slug}` }));
const TODAY = to('niveis', 'desafios-do-ava', 'atividades', 'desafio-do-dia', 'instituicoes');

describe('the map of each stage', () => {
  it('draws the infantil map as one scene in three regions, each sub-area in its own region', () => {
    const scenes = mapScenes('infantil', to('atividades', 'niveis', 'banco', 'livros-digitais', 'loja'), 100);
    expect(scenes).toHaveLength(1);
    const [scene] = scenes;
    expect(scene?.section).toBeNull();
    const regionOf = (slug: string) => {
      const place = scene?.places.find((candidate) => candidate.slug === slug);
      return scene?.spans.find((span) => place && place.x > span.from && place.x < span.to)?.name;
    };
    expect(['livros-digitais', 'niveis', 'atividades', 'loja', 'banco'].map(regionOf)).toEqual([
      'left',
      'left',
      'center',
      'center',
      'right',
    ]);
  });

  it('gives the other maps a scene per section that has somewhere to go, in the sections’ order', () => {
    const scenes = mapScenes('fundamental-1', TODAY, 50);
    expect(scenes.map((scene) => [scene.section, scene.places.map((place) => place.slug)])).toEqual([
      ['minha-classe', ['atividades']],
      ['desafios', ['desafio-do-dia', 'desafios-do-ava']],
      ['progresso', ['niveis']],
    ]);
  });

  it('draws only the sub-areas it is given: a screen that does not exist has no building', () => {
    const slugs = mapScenes('fundamental-2', TODAY, 100).flatMap((scene) => scene.places.map((place) => place.slug));
    expect(slugs).not.toContain('loja');
    expect(slugs).not.toContain('instituicoes');
    expect(mapScenes('fundamental-2', to('instituicoes'), 100)).toEqual([]);
  });

  it('keeps every building inside the map, the wider ones where there is room', () => {
    for (const scene of [...mapScenes('infantil', TODAY, 25), ...mapScenes('fundamental-1', TODAY, 25)]) {
      for (const place of scene.places) {
        expect(place.x - place.slot / 2).toBeGreaterThanOrEqual(0);
        expect(place.x + place.slot / 2).toBeLessThanOrEqual(100);
        expect(place.width).toBeLessThanOrEqual(place.slot);
      }
    }
    const spans = infantilSpans({ left: 1, center: 3, right: 0 });
    expect(spans.map((span) => Math.round(span.to - span.from))).toEqual([26, 62, 8]);
  });
});

describe('two rows of buildings', () => {
  it('staggers rows of the same length, so no building stands right in front of another', () => {
    const center = to('atividades', 'desafio-do-dia', 'desafios-do-ava', 'loja', 'spa-do-avatar', 'spa-do-pet');
    const [scene] = mapScenes('infantil', center, 100);
    const places = scene?.places ?? [];
    const back = places.filter((place) => place.ground < 80);
    const front = places.filter((place) => place.ground >= 80);
    expect([back.length, front.length]).toEqual([3, 3]);
    for (const place of front) {
      for (const behind of back) expect(Math.abs(place.x - behind.x)).toBeGreaterThanOrEqual(place.slot / 2 - 0.001);
    }
    for (const place of places) {
      const span = scene?.spans.find((candidate) => candidate.name === 'center');
      expect(place.x + place.slot / 2).toBeLessThanOrEqual((span?.to ?? 0) + 0.001);
    }
  });
});

describe('building up', () => {
  it('finishes every second building at 50 per cent and all of them at 75', () => {
    const halfBuilt = (level: 25 | 50 | 75 | 100) => [0, 1, 2, 3].map((index) => isHalfBuilt(index, level));
    expect(halfBuilt(25)).toEqual([true, true, true, true]);
    expect(halfBuilt(50)).toEqual([false, true, false, true]);
    expect(halfBuilt(75)).toEqual([false, false, false, false]);
    expect(halfBuilt(100)).toEqual([false, false, false, false]);
  });
});
