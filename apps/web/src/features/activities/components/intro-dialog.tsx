import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { INTRO_TEXTS, type IntroAudience, type IntroScreen } from './intro-texts.ts';

interface Props {
  screen: IntroScreen;
  audience: IntroAudience;
}

/** The '?' button of a screen and the help dialog it opens. */
export function IntroButton({ screen, audience }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const [open, setOpen] = useState(false);
  const text = INTRO_TEXTS[screen];
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('help', { screen: text.title })}
        title={t('help', { screen: text.title })}
        className="grid size-8 shrink-0 place-items-center rounded-full border border-primary font-bold text-primary hover:bg-light"
      >
        ?
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={text.title}
        footer={
          <button type="button" onClick={() => setOpen(false)} className={PRIMARY_BUTTON}>
            {t('understood')}
          </button>
        }
      >
        <div className="flex flex-col gap-3 text-subtitle">
          {text[audience].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Modal>
    </>
  );
}
