/** ZzFX ships no types: the two exports the runtime uses. */
declare module 'zzfx' {
  export function zzfx(...parameters: number[]): AudioBufferSourceNode;
  export const ZZFX: { volume: number; audioContext: AudioContext };
}
