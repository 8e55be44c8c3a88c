import { type ClassStudent, newPasswordSchema } from '@ava/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useStudentMutations } from '../api/school-directory.ts';
import { SCHOOL_DIRECTORY_NAMESPACE } from '../school-directory-strings.ts';

interface Props {
  student: ClassStudent | null;
  onClose: () => void;
}

/** The teacher types the new password, or lets the server make one that is shown here once. */
export function ResetPasswordDialog({ student, onClose }: Props) {
  const { t } = useTranslation(SCHOOL_DIRECTORY_NAMESPACE);
  const id = useId();
  const { resetPassword } = useStudentMutations();
  const [mode, setMode] = useState<'type' | 'generate'>('type');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  useEffect(() => {
    if (student) {
      setMode('type');
      setPassword('');
      setError(null);
      setGenerated(null);
    }
  }, [student]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!student) return;
    if (mode === 'type') {
      const checked = newPasswordSchema.safeParse(password);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? null);
        return;
      }
    }
    resetPassword.mutate(
      { student_id: student.id, ...(mode === 'type' ? { password } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.password) setGenerated(answer.password);
          else {
            notify({ status: 'success', message: answer.message });
            onClose();
          }
        },
      },
    );
  }

  const option = (value: 'type' | 'generate', label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={`${id}-mode`}
        checked={mode === value}
        onChange={() => setMode(value)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );

  return (
    <Modal
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('resetTitle', { name: student?.name ?? '' })}
      description={generated ? t('generatedHint') : t('resetHint')}
      size="sm"
    >
      {generated ? (
        <div className="flex flex-col gap-4">
          <p>
            {t('generatedTitle')}: <strong className="font-mono text-xl tracking-widest">{generated}</strong>
          </p>
          <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
            {t('done')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {option('type', t('typePassword'))}
          {mode === 'type' && (
            <label htmlFor={`${id}-password`} className="flex flex-col gap-1 font-semibold">
              {t('newPassword')}
              <input
                id={`${id}-password`}
                type="text"
                autoComplete="off"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                className={INPUT}
              />
            </label>
          )}
          {error && mode === 'type' && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {option('generate', t('generatePassword'))}
          <div className="mt-3 flex justify-end gap-2">
            <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
              {t('cancel')}
            </button>
            <button type="submit" disabled={resetPassword.isPending} className={PRIMARY_BUTTON}>
              {t('resetPassword')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
