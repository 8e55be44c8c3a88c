import { NOTIFICATION_KINDS, type NotificationSettings } from '@ava/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { notify } from '../../lib/toast.ts';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notifications.ts';
import { NOTIFICATIONS_NAMESPACE } from './notifications-strings.ts';
import { enablePush, type PushState, pushState } from './push-subscription.ts';

/** Channels per kind (push, e-mail), quiet hours, and push in this browser (asked only when the user presses the button). */
export function NotificationSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { data } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [browser, setBrowser] = useState<PushState | null>(null);

  useEffect(() => {
    if (open && data) setDraft(data);
  }, [open, data]);
  useEffect(() => {
    if (open) void pushState().then(setBrowser);
  }, [open]);

  const channel = (kind: (typeof NOTIFICATION_KINDS)[number], name: 'push' | 'email', on: boolean) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          channels: { ...current.channels, [kind]: { ...current.channels[kind], [name]: on } },
        },
    );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('prefs.title')} size="lg">
      {draft && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft, {
              onSuccess: () => {
                notify({ status: 'success', message: t('prefs.saved') });
                onOpenChange(false);
              },
              onError: (error) => notify({ status: 'error', message: error.message }),
            });
          }}
        >
          <p className="text-subtitle">{t('prefs.intro')}</p>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="py-1">{t('prefs.kind')}</th>
                <th className="py-1 text-center">{t('prefs.push')}</th>
                <th className="py-1 text-center">{t('prefs.email')}</th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-t border-gray-100">
                  <td className="py-2">{t(`prefs.kinds.${kind}`)}</td>
                  {(['push', 'email'] as const).map((name) => (
                    <td key={name} className="py-2 text-center">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={`${t(`prefs.kinds.${kind}`)}: ${t(`prefs.${name}`)}`}
                        checked={draft.channels[kind][name]}
                        onChange={(e) => channel(kind, name, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold text-title">{t('prefs.quiet')}</legend>
            <p className="text-sm text-subtitle">{t('prefs.quietHelp')}</p>
            <div className="flex flex-wrap gap-4">
              {(['quiet_start', 'quiet_end'] as const).map((field) => (
                <label key={field} className="flex flex-col gap-1">
                  <span>{t(field === 'quiet_start' ? 'prefs.quietStart' : 'prefs.quietEnd')}</span>
                  <input
                    type="time"
                    className={INPUT}
                    value={draft[field] ?? ''}
                    onChange={(e) => setDraft({ ...draft, [field]: e.target.value || null })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-title">{t('prefs.browser')}</h3>
            {browser === 'enabled' && <p>{t('prefs.enabled')}</p>}
            {browser === 'blocked' && <p>{t('prefs.blocked')}</p>}
            {browser === 'unsupported' && <p>{t('prefs.unsupported')}</p>}
            {browser === 'available' && (
              <button
                type="button"
                className={`${SECONDARY_BUTTON} self-start`}
                onClick={() =>
                  void enablePush()
                    .then(setBrowser)
                    .catch((error: Error) => notify({ status: 'error', message: error.message }))
                }
              >
                {t('prefs.enable')}
              </button>
            )}
          </section>
          <div className="flex justify-end">
            <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
              {t('prefs.save')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
