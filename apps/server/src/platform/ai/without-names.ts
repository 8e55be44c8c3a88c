/**
 * What an external model is shown of a text: the given people's names (each part of three letters
 * or more) replaced by '[nome]', so a child's name never leaves the platform with their words.
 */
export function withoutNames(text: string, names: readonly string[]): string {
  const parts = [...new Set(names.flatMap((name) => name.split(/\s+/)).filter((part) => part.length >= 3))];
  if (parts.length === 0) return text;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`(?<!\\p{L})(?:${escaped.join('|')})(?!\\p{L})`, 'giu'), '[nome]');
}
