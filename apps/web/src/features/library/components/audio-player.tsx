import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_NAMESPACE } from '../library-strings.ts';

/** Document 3 section 9: the volume goes from 0 to 10. */
const VOLUME_MAX = 10;

/** An audio of the library: the browser's controls and a volume from 0 to 10, 325 px wide. */
export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const audio = useRef<HTMLAudioElement>(null);
  const volumeId = useId();
  const [volume, setVolume] = useState(VOLUME_MAX);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume / VOLUME_MAX;
  }, [volume]);
  return (
    <section
      aria-label={t('audio.player')}
      className="flex w-[325px] max-w-full flex-col gap-2 rounded-xl bg-white p-3"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the library's audios come without caption files. */}
      <audio ref={audio} src={src} controls title={title} className="w-full" />
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={volumeId} className="font-semibold text-subtitle">
          {t('audio.volume')}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={VOLUME_MAX}
          step={1}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
          className="flex-1 accent-primary"
        />
        <output htmlFor={volumeId} className="w-6 text-right tabular-nums">
          {volume}
        </output>
      </div>
    </section>
  );
}
