import { type ClassStudent, emailSchema, personNameSchema, usernameSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useStudentMutations } from '../api/school-directory.ts';
import { SCHOOL_DIRECTORY_NAMESPACE } from '../school-directory-strings.ts';

/** The fields of PATCH /students/update_student; an empty e-mail clears it. */
const formSchema = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: z.union([z.literal(''), emailSchema]),
});
type StudentForm = z.input<typeof formSchema>;

interface Props {
  student: ClassStudent | null;
  onClose: () => void;
}

export function EditStudentDialog({ student, onClose }: Props) {
  const { t } = useTranslation(SCHOOL_DIRECTORY_NAMESPACE);
  const id = useId();
  const { update } = useStudentMutations();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StudentForm>({ resolver: zodResolver(formSchema) });
  useEffect(() => {
    if (student) reset({ name: student.name, username: student.username, email: student.email ?? '' });
  }, [student, reset]);

  const submit = handleSubmit((form) => {
    if (!student) return;
    update.mutate(
      { student_id: student.id, name: form.name, username: form.username, email: form.email || null },
      {
        onSuccess: (answer) => {
          notify({ status: 'success', message: answer.message });
          onClose();
        },
      },
    );
  });

  const field = (name: keyof StudentForm, label: string) => {
    const error = errors[name]?.message;
    return (
      <label htmlFor={`${id}-${name}`} className="flex flex-col gap-1 font-semibold">
        {label}
        <input
          id={`${id}-${name}`}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          className={INPUT}
          {...register(name)}
        />
        {error && (
          <span role="alert" className="text-sm font-normal text-red-700">
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <Modal open={student !== null} onOpenChange={(open) => !open && onClose()} title={t('editTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {field('name', t('name'))}
        {field('username', t('username'))}
        {field('email', t('email'))}
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={update.isPending} className={PRIMARY_BUTTON}>
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
