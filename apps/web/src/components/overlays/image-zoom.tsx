import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { ZoomFrame } from './zoom-frame.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
}

/** An image as large as the screen allows; a click on it doubles it (and scrolls), another brings it back. */
export function ImageZoom({ open, onOpenChange, src, alt }: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  const [zoomed, setZoomed] = useState(false);
  return (
    <ZoomFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) setZoomed(false);
        onOpenChange(next);
      }}
      title={alt || t('zoom.image')}
    >
      <div className="max-h-[85dvh] w-full overflow-auto text-center">
        <button
          type="button"
          onClick={() => setZoomed(!zoomed)}
          aria-pressed={zoomed}
          aria-label={t(zoomed ? 'zoom.zoomOut' : 'zoom.zoomIn')}
          className={zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}
        >
          <img
            src={src}
            alt={alt}
            className={zoomed ? 'max-w-none' : 'max-h-[85dvh] max-w-full object-contain'}
            style={zoomed ? { width: '200%' } : undefined}
          />
        </button>
      </div>
    </ZoomFrame>
  );
}
