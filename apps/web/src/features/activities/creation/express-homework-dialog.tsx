import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeInput } from '../../../components/inputs/date-time-input.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { notify } from '../../../lib/toast.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { KIND_PATHS } from '../activity-kinds.ts';
import { useTeacherClassrooms } from '../api/teacher-classrooms.ts';
import { describe, Field } from '../components/field.tsx';
import { IntroButton } from '../components/intro-dialog.tsx';
import { QueryState } from '../components/query-state.tsx';
import { defaultDeadline, type ExpressForm, expressFormSchema, useExpressHomework } from './express-homework.ts';

interface AppliedGame {
  oed_content_id: string;
  title: string;
}

interface Props {
  /** The challenge applied; none, the dialog is closed. */
  game: AppliedGame | null;
  onClose: () => void;
}

/**
 * 'Aplicar como tarefa' (express homework): a challenge becomes a published tarefa in one go, for
 * every student of each classroom chosen, until the deadline chosen.
 */
export function ExpressHomeworkDialog({ game, onClose }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <Modal open={game !== null} onOpenChange={(open) => !open && onClose()} title={t('express.title')}>
      {game && <ExpressHomework key={game.oed_content_id} game={game} onClose={onClose} />}
    </Modal>
  );
}

function ExpressHomework({ game, onClose }: { game: AppliedGame; onClose: () => void }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const { business } = usePlatform();
  const classrooms = useTeacherClassrooms();
  const express = useExpressHomework();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ExpressForm>({
    resolver: zodResolver(expressFormSchema),
    defaultValues: { classrooms: [], end_time: defaultDeadline(), title: '' },
  });

  function submit(form: ExpressForm) {
    express.mutate(
      { game, form },
      {
        onSuccess: (published) =>
          notify({ status: 'success', message: t('express.published', { count: published.length }) }),
      },
    );
  }

  if (express.data) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-semibold text-title">
          {t('express.published', { count: express.data.length })}
        </p>
        <ul className="flex flex-col gap-2">
          {express.data.map((activity) => (
            <li key={activity.id}>
              <Link
                to={`/${business}/professor/atividades/${KIND_PATHS.homework}/${activity.id}`}
                className="font-semibold text-primary underline-offset-2 hover:underline"
              >
                {t('express.open', { classroom: activity.classroom.name })}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
            {t('express.close')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <p className="flex-1 text-subtitle">{t('express.intro', { title: game.title })}</p>
        <IntroButton screen="tarefa-expressa" audience="educator" />
      </div>
      <Controller
        control={control}
        name="classrooms"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.classrooms?.message ? `${id}-classrooms-error` : undefined}
          >
            <legend className="mb-1 font-semibold text-title">{t('express.classrooms')}</legend>
            <QueryState query={classrooms}>
              {(list) =>
                list.length === 0 ? (
                  <p className="text-subtitle">{t('home.noClassrooms')}</p>
                ) : (
                  list.map((classroom) => (
                    <label key={classroom.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        disabled={classroom.total_students === 0}
                        checked={field.value.includes(classroom.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, classroom.id]
                              : field.value.filter((chosen) => chosen !== classroom.id),
                          )
                        }
                      />
                      {classroom.total_students === 0
                        ? t('express.emptyClassroom', { name: classroom.name })
                        : classroom.name}
                    </label>
                  ))
                )
              }
            </QueryState>
            {errors.classrooms?.message && (
              <p id={`${id}-classrooms-error`} role="alert" className="text-sm text-red-700">
                {errors.classrooms.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="end_time"
        render={({ field }) => (
          <DateTimeInput
            label={t('creation.end')}
            value={field.value}
            onChange={field.onChange}
            error={errors.end_time?.message}
          />
        )}
      />
      <Field
        id={`${id}-title`}
        label={t('express.titleField')}
        hint={t('express.titleHint')}
        error={errors.title?.message}
      >
        <input
          id={`${id}-title`}
          className={INPUT}
          placeholder={game.title}
          {...register('title')}
          {...describe(`${id}-title`, errors.title?.message, t('express.titleHint'))}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {t('express.cancel')}
        </button>
        <button type="submit" disabled={express.isPending} className={PRIMARY_BUTTON}>
          {t('express.submit')}
        </button>
      </div>
    </form>
  );
}
