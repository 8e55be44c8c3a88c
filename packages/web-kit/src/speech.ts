const LANGUAGE = 'pt-BR';

export function canSpeak(): boolean {
  return typeof window.speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
}

function portugueseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  return voices.find((voice) => lang(voice) === 'pt-br') ?? voices.find((voice) => lang(voice).startsWith('pt'));
}

/** Reads the text aloud in Brazilian Portuguese, interrupting what was being read. */
export function speak(text: string): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = LANGUAGE;
  const voice = portugueseVoice(synthesis.getVoices());
  if (voice) utterance.voice = voice;
  synthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

export function selectedText(): string {
  return window.getSelection()?.toString().trim() ?? '';
}
