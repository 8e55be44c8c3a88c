import { describe, expect, it } from 'vitest';
import { boundedRichTextAttribute, EDITOR_FONT_SIZES_PT, RICH_TEXT_STYLES } from './rich-text.ts';

const style = (value: string) => boundedRichTextAttribute('p', 'style', value);

describe('boundedRichTextAttribute on a style', () => {
  it('keeps the text styles of document 3 within the editor’s bounds, as property:value', () => {
    expect(style('font-size: 12pt; padding-left: 3em; line-height: 37.5px; color: #f00')).toBe(
      'font-size:12pt;padding-left:3em;line-height:37.5px;color:#f00',
    );
    expect(style('font-family: "Times New Roman", serif; font-weight: bold; text-decoration: underline')).toBe(
      'font-family:"Times New Roman", serif;font-weight:bold;text-decoration:underline',
    );
  });

  it('keeps every font size the editor offers', () => {
    for (const size of EDITOR_FONT_SIZES_PT) expect(style(`font-size: ${size}pt`)).toBe(`font-size:${size}pt`);
  });

  it('drops each declaration past its bounds and keeps the others', () => {
    expect(
      style('font-size:3000px;line-height:3000px;background-color:black;color:black;width:10000px;height:10000px'),
    ).toBe('background-color:black;color:black');
    expect(style('font-size: 72pt; font-size: 72.5pt; padding-left: 24em; padding-left: 27em')).toBe(
      'font-size:72pt;padding-left:24em',
    );
  });

  it('is null when nothing is left', () => {
    expect(style('width: 10000px; position: fixed')).toBeNull();
    expect(style('')).toBeNull();
    expect(style(' ; ; ')).toBeNull();
  });

  it('reads property names and units in any case, as browsers do', () => {
    expect(style('FONT-SIZE: 12PT; Padding-Left: 3EM')).toBe('font-size:12PT;padding-left:3EM');
    expect(style('FONT-SIZE: 3000PX')).toBeNull();
  });

  it.each([
    'color: red !important',
    'font-size: /**/3000px',
    'font-size: 1\\32 pt',
    'color: expression(alert(1))',
    'background-color: url(https://evil.example/t.png)',
    'font-family: "Arial',
    'font-family: \'Arial", serif',
    'font-size: 12pt 12pt',
    'font-size: .pt',
    'font-size: 1e3pt',
    'padding-left: +3em',
  ])('drops a value it cannot vouch for: %s', (value) => {
    expect(style(value)).toBeNull();
  });

  it('never keeps a ; or : inside a value, so what it keeps parses as it was checked', () => {
    expect(style('font-family: "a;font-size:3000px"; color: red')).toBe('color:red');
    expect(style('font-family: Arial; }</style><script>')).toBe('font-family:Arial');
  });

  it('lists exactly the text styles the editor writes', () => {
    expect(Object.keys(RICH_TEXT_STYLES).sort()).toEqual(
      [
        'background-color',
        'color',
        'font-family',
        'font-size',
        'font-style',
        'font-weight',
        'line-height',
        'padding-left',
        'text-align',
        'text-decoration',
        'vertical-align',
      ].sort(),
    );
  });
});

describe('boundedRichTextAttribute on a size', () => {
  it.each([
    ['img', 'width', '320'],
    ['img', 'width', '320.5'],
    ['img', 'width', '50'],
    ['img', 'width', '100%'],
    ['img', 'height', '2000'],
    ['iframe', 'width', '640'],
    ['iframe', 'height', '390'],
    ['col', 'width', '25'],
  ])('keeps <%s %s="%s">', (tag, name, value) => {
    expect(boundedRichTextAttribute(tag, name, value)).toBe(value);
  });

  it.each([
    ['img', 'width', '99999'],
    ['img', 'width', '2001'],
    ['img', 'width', '49'],
    ['img', 'width', '0'],
    ['img', 'width', '101%'],
    ['img', 'width', '320px'],
    ['img', 'width', '-320'],
    ['img', 'height', '99999'],
    ['img', 'height', '100%'],
    ['iframe', 'height', '99999'],
    ['iframe', 'width', '10000'],
    ['col', 'width', '99999'],
  ])('drops <%s %s="%s">', (tag, name, value) => {
    expect(boundedRichTextAttribute(tag, name, value)).toBeNull();
  });

  it('leaves other attributes as they are', () => {
    expect(boundedRichTextAttribute('img', 'alt', 'foto')).toBe('foto');
    expect(boundedRichTextAttribute('td', 'colwidth', '100')).toBe('100');
    expect(boundedRichTextAttribute('ol', 'start', '3')).toBe('3');
  });
});
