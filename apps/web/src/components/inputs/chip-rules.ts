import { CHIP_MIN_LENGTH } from '@ava/contracts';

/** A comma separates several chips; each is trimmed and needs at least two characters. */
export function splitChips(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length >= CHIP_MIN_LENGTH);
}

/** The chips with those of the text added once each, in order. */
export function addChips(chips: readonly string[], text: string): string[] {
  const next = [...chips];
  for (const chip of splitChips(text)) if (!next.includes(chip)) next.push(chip);
  return next;
}
