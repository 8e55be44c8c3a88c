import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';

interface Props {
  source: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: (area: Area) => void;
}

/** Square (1:1) crop of the chosen image, with a zoom slider. */
export function PhotoCropper({ source, busy, onBack, onConfirm }: Props) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const keepArea = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-subtitle">{t('avatar.crop')}</p>
      <div className="relative h-72 w-full overflow-hidden rounded-lg bg-gray-900" data-testid="avatar-cropper">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={keepArea}
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-title">
        {t('avatar.zoom')}
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="flex-1 accent-primary"
        />
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('avatar.back')}
        </button>
        <button
          type="button"
          disabled={!area || busy}
          onClick={() => area && onConfirm(area)}
          className={PRIMARY_BUTTON}
        >
          {t('avatar.confirm')}
        </button>
      </div>
    </div>
  );
}
