import { toEmbed } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { ZoomFrame } from './zoom-frame.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A YouTube, Vimeo or mp4 link, converted to what can be embedded. */
  url: string;
  title?: string;
}

/** A video as large as the screen allows, 16:9. */
export function VideoZoom({ open, onOpenChange, url, title }: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  const embed = toEmbed(url);
  const name = title ?? t('zoom.video');
  return (
    <ZoomFrame open={open} onOpenChange={onOpenChange} title={name}>
      <div className="aspect-video max-h-[85dvh] w-full bg-black">
        {embed?.kind === 'youtube' || embed?.kind === 'vimeo' ? (
          <iframe
            src={embed.url}
            title={name}
            className="size-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : embed?.kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: the videos are the platform's content; captions come with them when they exist.
          <video src={embed.url} controls autoPlay className="size-full" />
        ) : (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="grid size-full place-items-center text-white underline"
          >
            {t('zoom.openVideo')}
          </a>
        )}
      </div>
    </ZoomFrame>
  );
}
