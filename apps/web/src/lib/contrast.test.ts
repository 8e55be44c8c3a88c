import { describe, expect, it } from 'vitest';
import { readableTextOn } from './contrast.ts';

describe('text that reads on a colour chosen at run time', () => {
  it('keeps white where it reads and otherwise takes the better of white and near-black', () => {
    expect(readableTextOn('#0B6E4F')).toBe('#ffffff');
    expect(readableTextOn('#F2A541')).toBe('#1f2933');
    expect(readableTextOn('#ff0')).toBe('#1f2933');
    expect(readableTextOn('#2D1A6B')).toBe('#ffffff');
    expect(readableTextOn('rebeccapurple')).toBeNull();
  });
});
