import { describe, expect, it } from 'vitest';
import { CHEMFIG_LIMITS } from './parse.ts';
import { ChemfigError, renderChemfig } from './render.ts';

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;
/** The labels drawn, in order, with their indices and charges run together (`CH3`, `OH`). */
const labels = (svg: string) =>
  Array.from(svg.matchAll(/<g class="atom">(.*?)<\/g>/g), (match) => (match[1] ?? '').replace(/<[^>]+>/g, ''));

describe('renderChemfig: five structures teachers draw', () => {
  it('benzene: six bare vertices, six bonds of which three double, the double lines inside the ring', () => {
    const drawing = renderChemfig('*6(-=-=-=)');
    expect(drawing).toMatchObject({ vertices: 6, labels: 0, bonds: 6 });
    expect(count(drawing.svg, /class="bond bond-double"/g)).toBe(3);
    expect(count(drawing.svg, /class="bond bond-single"/g)).toBe(3);
    expect(count(drawing.svg, /<line /g)).toBe(9);
    expect(drawing.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="[\d.]+" height="[\d.]+" viewBox=/);
  });

  it('ethanol: three groups, two single bonds, indices as subscripts', () => {
    const drawing = renderChemfig('CH_3-CH_2-OH');
    expect(drawing).toMatchObject({ vertices: 3, labels: 3, bonds: 2 });
    expect(labels(drawing.svg)).toEqual(['CH3', 'CH2', 'OH']);
    expect(drawing.svg).toContain('<tspan dy="4" font-size="11">3</tspan>');
  });

  it('ethanol with its hydrogens drawn as branches at 90 and 270 degrees', () => {
    const drawing = renderChemfig('H-C(-[2]H)(-[6]H)-C(-[2]H)(-[6]H)-O-H');
    expect(drawing).toMatchObject({ vertices: 9, labels: 9, bonds: 8 });
    expect(labels(drawing.svg).sort()).toEqual(['C', 'C', 'H', 'H', 'H', 'H', 'H', 'H', 'O']);
  });

  it('a carboxylic acid: the C=O at 45 degrees above, the OH at 315 below', () => {
    const drawing = renderChemfig('R-C(=[1]O)-[7]OH');
    expect(drawing).toMatchObject({ vertices: 4, labels: 4, bonds: 3 });
    expect(labels(drawing.svg)).toEqual(['R', 'C', 'O', 'OH']);
    expect(count(drawing.svg, /class="bond bond-double"/g)).toBe(1);
    const [, oY] = /<text x="[\d.]+" y="(-?[\d.]+)"><tspan>O<\/tspan><\/text><\/g>/.exec(drawing.svg) ?? [];
    const [, ohY] = /<text x="[\d.]+" y="(-?[\d.]+)"><tspan>O<\/tspan><\/text><text/.exec(drawing.svg) ?? [];
    expect(Number(oY)).toBeLessThan(0);
    expect(Number(ohY)).toBeGreaterThan(0);
  });

  it('a zigzag chain (pentane skeleton): five vertices, four bonds', () => {
    const drawing = renderChemfig('-[1]-[7]-[1]-[7]');
    expect(drawing).toMatchObject({ vertices: 5, labels: 0, bonds: 4 });
  });

  it('a ring with substituents: phenol with a chlorine, each pointing out of the ring', () => {
    const drawing = renderChemfig('*6(-=-(-OH)=-(-Cl)=)');
    expect(drawing).toMatchObject({ vertices: 8, labels: 2, bonds: 8 });
    expect(labels(drawing.svg)).toEqual(['OH', 'Cl']);
  });

  it('draws triple bonds, charges and the aromatic circle', () => {
    expect(count(renderChemfig('H-C~C-H').svg, /<line /g)).toBe(5);
    expect(labels(renderChemfig('NH_4^+').svg)).toEqual(['NH4+']);
    expect(renderChemfig('SO_4^{2-}').svg).toContain('<tspan dy="-10" font-size="11">2-</tspan>');
    expect(renderChemfig('**6(------)').svg).toContain('<circle ');
  });

  it('draws the same text the same way every time, spaces aside', () => {
    expect(renderChemfig('CH_3 - OH').svg).toBe(renderChemfig('CH_3-OH').svg);
  });
});

describe('renderChemfig: hostile or broken input is refused within its limits', () => {
  const refusedQuickly = (text: string) => {
    const started = performance.now();
    expect(() => renderChemfig(text)).toThrow(ChemfigError);
    return performance.now() - started;
  };

  it('refuses TeX commands: shell escape, file reading, macros', () => {
    for (const text of [
      '\\write18{rm -rf /}',
      '\\immediate\\write18{cat /etc/passwd}',
      '\\input{/etc/passwd}',
      'C-\\include{/etc/shadow}',
      '\\def\\x{\\x}\\x',
      'CH_3-$x$',
      'C%comentário',
    ]) {
      expect(refusedQuickly(text)).toBeLessThan(50);
    }
  });

  it('refuses deep nesting, endless rings and floods, each in a few milliseconds', () => {
    const deep = `${'C(-'.repeat(100)}H${')'.repeat(100)}`;
    const rings = `${'*6(-'.repeat(30)}${')'.repeat(30)}`;
    for (const text of [
      deep,
      rings,
      '*99999999(-)',
      '*2(--)',
      '*6(-------)',
      'A-'.repeat(400),
      'C'.repeat(CHEMFIG_LIMITS.maxLength + 1),
    ]) {
      expect(refusedQuickly(text)).toBeLessThan(50);
    }
  });

  it('stops at its step limit whatever the structure', () => {
    expect(() => renderChemfig('-[1]-[7]'.repeat(20), { ...CHEMFIG_LIMITS, maxSteps: 50 })).toThrow(ChemfigError);
  });

  it('refuses broken text', () => {
    for (const text of ['', '   ', 'C(', 'C)', '()', 'C-[:abc]O', 'C-[1.5]O', 'C-[,99]O', 'C_', 'C^{', 'C-[1']) {
      expect(() => renderChemfig(text)).toThrow(ChemfigError);
    }
  });
});
