import { loadConfetti } from '@ava/web-kit/confetti';

/**
 * Sounds (ZzFX: synthesised in code, no audio files) and confetti (the web kit's, canvas-confetti),
 * each in a chunk of its own loaded on the first 'Começar', so neither weighs on the first frame.
 */
export type Sound = 'right' | 'wrong' | 'tap' | 'win';

// ZzFX parameters: volume, randomness, frequency, attack, sustain, release, shape, shape curve,
// slide, delta slide, pitch jump, pitch jump time (the rest keep their defaults).
const SOUNDS: Record<Sound, number[]> = {
  right: [1, 0.05, 1046, 0, 0.06, 0.25, 1, 1.8, 0, 0, 523, 0.07],
  wrong: [0.8, 0.05, 196, 0.02, 0.12, 0.25, 2, 1.5, -3, 0, 0, 0],
  tap: [0.4, 0.05, 880, 0, 0.01, 0.05, 1, 2, 0, 0, 0, 0],
  win: [1, 0.05, 523, 0.05, 0.3, 0.5, 1, 1.5, 0, 0, 262, 0.12],
};

const MUTED_KEY = 'games.muted';
let muted = readMuted();

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export const isMuted = () => muted;

/** The player's choice, kept for the next games on this device. */
export function setMuted(value: boolean): void {
  muted = value;
  try {
    localStorage.setItem(MUTED_KEY, String(value));
  } catch {
    // Storage refused (private mode): the choice lasts for this game.
  }
}

const canPlay = () => typeof AudioContext !== 'undefined';
let synth: Promise<typeof import('zzfx')> | null = null;
const loadSynth = () => {
  synth ??= import('zzfx');
  return synth;
};

/** Loads both libraries; called on the player's first tap, when a browser lets sound start. */
export function warmUpEffects(): void {
  if (canPlay()) loadSynth().catch(() => {});
  loadConfetti().catch(() => {});
}

export async function playSound(sound: Sound): Promise<void> {
  if (muted || !canPlay()) return;
  try {
    const { zzfx, ZZFX } = await loadSynth();
    if (ZZFX.audioContext.state === 'suspended') await ZZFX.audioContext.resume();
    zzfx(...SOUNDS[sound]);
  } catch (error) {
    console.warn('[games] sound', error);
  }
}
