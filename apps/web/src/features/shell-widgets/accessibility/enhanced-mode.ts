import { readItem, writeItem } from '../../../lib/storage.ts';

/** The class on <html> that accessibility.css keys on: larger text and more contrast. */
export const ENHANCED_CLASS = 'a11y-enhanced';

export function readEnhancedMode(): boolean {
  return readItem<boolean>('accessibility') === true;
}

export function applyEnhancedMode(on: boolean): void {
  document.documentElement.classList.toggle(ENHANCED_CLASS, on);
}

/** Applies the choice and keeps it for the next visits. */
export function saveEnhancedMode(on: boolean): void {
  applyEnhancedMode(on);
  writeItem('accessibility', on ? true : null);
}
