import { type ProfileImgType, READY_AVATARS, type ReadyAvatar, readyAvatarUrl, type UserInfo } from '@ava/contracts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useProfileImageSource } from '../../../components/art/use-profile-image.ts';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { usePhotoMutations } from '../api/profile-photo.ts';
import { AVATAR_TYPES, avatarFileProblem, cropSquare } from '../lib/avatar-file.ts';
import { PROFILE_NAMESPACE } from '../profile-strings.ts';
import { PhotoCropper } from './photo-cropper.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  info: UserInfo;
  /** The student variant: ready-made avatars, the active image type and the level. */
  student: boolean;
}

type Mode = 'select' | 'crop' | 'delete';

const avatarOf = (url: string | null): ReadyAvatar | null =>
  READY_AVATARS.find((avatar) => readyAvatarUrl(avatar) === url) ?? null;

/** The image type the user has: their composed avatar, the photo only when there is one, else the ready-made avatar. */
const typeOf = (info: Pick<UserInfo, 'profile_img_type' | 'profile_photo'>): ProfileImgType => {
  if (info.profile_img_type === 'composed') return 'composed';
  return info.profile_img_type === 'picture' && info.profile_photo ? 'picture' : 'avatar';
};

/** The choice Salvar sends: the ready-made avatar goes with the type. */
const choiceOf = (type: ProfileImgType, avatar: ReadyAvatar | null) =>
  type === 'avatar' && avatar ? { profile_img_type: type, profile_avatar: avatar } : { profile_img_type: type };

function ComposedAvatarImage({ url }: { url: string }) {
  const source = useProfileImageSource(url);
  return source ? (
    <img src={source} alt="" className="size-14 rounded-full bg-white" />
  ) : (
    <span className="block size-14 rounded-full bg-gray-100" />
  );
}

/** 'Imagem de perfil': choose a png or jpeg, crop it square, upload; or remove it; students also pick an avatar. */
export function AvatarDialog({ open, onOpenChange, info, student }: Props) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove, chooseType } = usePhotoMutations();
  const [mode, setMode] = useState<Mode>('select');
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [activeType, setActiveType] = useState<ProfileImgType>(() => typeOf(info));
  const [avatar, setAvatar] = useState<ReadyAvatar | null>(avatarOf(info.profile_avatar));

  useEffect(() => {
    if (!open) return;
    setMode('select');
    setProblem(null);
    setActiveType(typeOf({ profile_img_type: info.profile_img_type, profile_photo: info.profile_photo }));
    setAvatar(avatarOf(info.profile_avatar));
  }, [open, info.profile_img_type, info.profile_photo, info.profile_avatar]);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files;
    const file = files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = files.length > 1 ? 'wrongType' : avatarFileProblem(file);
    if (issue) {
      setProblem(t(`avatar.${issue}`));
      return;
    }
    setProblem(null);
    setSource(URL.createObjectURL(file));
    setMode('crop');
  }

  async function confirmCrop(area: Area) {
    if (!source) return;
    await upload.mutateAsync(await cropSquare(source, area));
    notify({ status: 'success', message: t('avatar.uploaded') });
    setActiveType('picture');
    setMode('select');
  }

  async function confirmRemove() {
    await remove.mutateAsync();
    notify({ status: 'success', message: t('avatar.removed') });
    setActiveType('avatar');
    setMode('select');
  }

  async function saveChoice() {
    await chooseType.mutateAsync(choiceOf(activeType, avatar));
    onOpenChange(false);
  }

  const level = student ? { value: info.level, color: info.level_color } : undefined;
  const shown = !student
    ? info.profile_photo
    : activeType === 'composed'
      ? info.profile_composed
      : activeType === 'avatar' && avatar
        ? readyAvatarUrl(avatar)
        : info.profile_photo;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('avatar.title')} size="md">
      {mode === 'crop' && source ? (
        <PhotoCropper
          source={source}
          busy={upload.isPending}
          onBack={() => setMode('select')}
          onConfirm={(area) => void confirmCrop(area).catch(() => {})}
        />
      ) : mode === 'delete' ? (
        <div className="flex flex-col gap-6">
          <p className="text-lg font-semibold text-title">{t('avatar.removeQuestion')}</p>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setMode('select')} className={SECONDARY_BUTTON}>
              {t('avatar.removeCancel')}
            </button>
            <button
              type="button"
              onClick={() => void confirmRemove().catch(() => {})}
              disabled={remove.isPending}
              className={DANGER_BUTTON}
            >
              {t('avatar.remove')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex justify-center py-2">
            <ProfileAvatar name={info.name} url={shown ?? null} level={level} />
          </div>
          {student && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold text-title">{t('avatar.active')}</legend>
              {info.profile_composed !== null && (
                <div className="flex items-center gap-3">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="img-type"
                      checked={activeType === 'composed'}
                      onChange={() => setActiveType('composed')}
                      className="accent-primary"
                    />
                    {t('avatar.composed')}
                  </label>
                  <button
                    type="button"
                    aria-label={t('avatar.pickComposed')}
                    aria-pressed={activeType === 'composed'}
                    onClick={() => setActiveType('composed')}
                    className="rounded-full p-0.5 aria-pressed:ring-4 aria-pressed:ring-primary"
                  >
                    <ComposedAvatarImage url={info.profile_composed} />
                  </button>
                  <span className="text-sm text-subtitle">{t('avatar.composedHint')}</span>
                </div>
              )}
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="img-type"
                  checked={activeType === 'avatar'}
                  onChange={() => setActiveType('avatar')}
                  className="accent-primary"
                />
                {t('avatar.readyMade')}
              </label>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {READY_AVATARS.map((id, index) => (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={avatar === id}
                    aria-label={t('avatar.pick', { number: index + 1 })}
                    onClick={() => {
                      setAvatar(id);
                      setActiveType('avatar');
                    }}
                    className="rounded-full p-0.5 aria-pressed:ring-4 aria-pressed:ring-primary"
                  >
                    <img src={readyAvatarUrl(id)} alt="" className="size-14 rounded-full" />
                  </button>
                ))}
              </div>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="img-type"
                  checked={activeType === 'picture'}
                  disabled={!info.profile_photo}
                  onChange={() => setActiveType('picture')}
                  className="accent-primary"
                />
                {t('avatar.picture')}
                {!info.profile_photo && <span className="text-sm text-subtitle">({t('avatar.noPicture')})</span>}
              </label>
            </fieldset>
          )}
          <p className="text-sm text-subtitle">{t('avatar.chooseFile')}</p>
          {problem && (
            <p role="alert" className="font-semibold text-red-700">
              {problem}
            </p>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            className="sr-only"
            data-testid="avatar-file-input"
          />
          <div className="flex flex-wrap justify-end gap-2">
            {info.profile_photo && (
              <button type="button" onClick={() => setMode('delete')} className={SECONDARY_BUTTON}>
                {t('avatar.remove')}
              </button>
            )}
            <button type="button" onClick={() => input.current?.click()} className={SECONDARY_BUTTON}>
              {t('avatar.upload')}
            </button>
            {student && (
              <button
                type="button"
                onClick={() => void saveChoice().catch(() => {})}
                disabled={chooseType.isPending || (activeType === 'avatar' && !avatar)}
                className={PRIMARY_BUTTON}
              >
                {t('save')}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
