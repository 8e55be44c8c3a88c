import {
  fromWallTimeInput,
  SCHEDULE_MESSAGE_MAX,
  SCHEDULE_OPTIONS_MAX,
  SCHEDULE_QUESTIONS_MAX,
  SCHEDULE_TITLE_MAX,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_TYPES,
  type ScheduleEdit,
  type ScheduleType,
  toWallTimeInput,
} from '@ava/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/inputs/date-time-input.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useWizardStep } from '../../../components/wizard/wizard-steps.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { scheduleSteps, useScheduleClassrooms, useScheduleStep } from '../api/educator-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { SCHEDULE_WIZARD_STEPS } from './wizard-steps.ts';

function Feedback({ error, saved }: { error: Error | null; saved: boolean }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {serverText(error.message)}
      </p>
    );
  return saved ? <p role="status">{t('saved')}</p> : null;
}

function ClassroomChoice({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const classrooms = useScheduleClassrooms();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{t('form.classrooms')}</legend>
      {(classrooms.data?.classrooms ?? []).map((classroom) => (
        <label key={classroom.id} className="flex min-h-8 items-center gap-2">
          <input
            type="checkbox"
            checked={value.includes(classroom.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, classroom.id] : value.filter((id) => id !== classroom.id))
            }
          />
          {classroom.name}
        </label>
      ))}
    </fieldset>
  );
}

function TitleInput({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{t('form.title')}</span>
      <input
        className={INPUT}
        required
        maxLength={SCHEDULE_TITLE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function StepForm({
  onSubmit,
  pending,
  children,
  label,
}: {
  onSubmit: () => void;
  pending: boolean;
  children: ReactNode;
  label: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      {children}
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={pending}>
        {label}
      </button>
    </form>
  );
}

/** Before the item exists: its type, title and classrooms make the draft. */
export function CreateStep({ onCreated }: { onCreated: (item: ScheduleEdit) => void }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const [type, setType] = useState<ScheduleType>('E');
  const [title, setTitle] = useState('');
  const [classroomIds, setClassroomIds] = useState<string[]>([]);
  const save = useScheduleStep(scheduleSteps.create);
  return (
    <StepForm
      label={t('form.create')}
      pending={save.isPending}
      onSubmit={() => save.mutate({ type, title, classroom_ids: classroomIds }, { onSuccess: onCreated })}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t('form.type')}</legend>
        <div className="flex flex-wrap gap-3">
          {SCHEDULE_TYPES.map((code) => (
            <label key={code} className="flex min-h-8 items-center gap-2">
              <input type="radio" name="type" checked={type === code} onChange={() => setType(code)} />
              {SCHEDULE_TYPE_LABELS[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <TitleInput value={title} onChange={setTitle} />
      <ClassroomChoice value={classroomIds} onChange={setClassroomIds} />
      <Feedback error={save.error} saved={false} />
    </StepForm>
  );
}

function useNext() {
  return useWizardStep(SCHEDULE_WIZARD_STEPS).next;
}

/** Title, classrooms and dates (sent as ISO instants on the platform's clock). */
export function IntroStep({ item }: { item: ScheduleEdit }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const next = useNext();
  const [title, setTitle] = useState(item.title);
  const [classroomIds, setClassroomIds] = useState(item.classroom_ids);
  const [start, setStart] = useState(toWallTimeInput(item.start_date));
  const [end, setEnd] = useState(toWallTimeInput(item.end_date));
  const [allDay, setAllDay] = useState(item.all_day);
  const [location, setLocation] = useState(item.location);
  const [problem, setProblem] = useState('');
  const save = useScheduleStep(scheduleSteps.intro);
  function submit() {
    const startAt = fromWallTimeInput(start);
    const endAt = fromWallTimeInput(end);
    if (!startAt || !endAt) return setProblem(t('form.required'));
    if (endAt < startAt) return setProblem(t('form.endBeforeStart'));
    setProblem('');
    save.mutate(
      {
        schedule_id: item.id,
        title,
        classroom_ids: classroomIds,
        start_date: startAt.toISOString(),
        end_date: endAt.toISOString(),
        all_day: allDay,
        location,
      },
      { onSuccess: next },
    );
  }
  return (
    <StepForm label={t('form.save')} pending={save.isPending} onSubmit={submit}>
      <TitleInput value={title} onChange={setTitle} />
      <ClassroomChoice value={classroomIds} onChange={setClassroomIds} />
      <DateTimeInput
        label={t('form.start')}
        value={start}
        onChange={setStart}
        error={!start ? problem || undefined : undefined}
      />
      <DateTimeInput
        label={t('form.end')}
        value={end}
        onChange={setEnd}
        error={start ? problem || undefined : undefined}
      />
      <label className="flex min-h-8 items-center gap-2">
        <input type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} />
        {t('form.allDay')}
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('form.location')}</span>
        <input className={INPUT} maxLength={200} value={location} onChange={(e) => setLocation(e.target.value)} />
      </label>
      <Feedback error={save.error} saved={false} />
    </StepForm>
  );
}

/** A question as the form holds it: each question and option with a key of its own for the list. */
interface QuestionDraft {
  key: string;
  text: string;
  multiple: boolean;
  options: { key: string; text: string }[];
}

const option = (text = '') => ({ key: crypto.randomUUID(), text });
const blankQuestion = (): QuestionDraft => ({
  key: crypto.randomUUID(),
  text: '',
  multiple: false,
  options: [option(), option()],
});

function QuestionsEditor({ value, onChange }: { value: QuestionDraft[]; onChange: (q: QuestionDraft[]) => void }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const put = (index: number, question: QuestionDraft) => onChange(value.map((q, i) => (i === index ? question : q)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="font-semibold">{t('form.questions')}</legend>
      {value.map((question, index) => (
        <div key={question.key} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t('form.question', { n: index + 1 })}</span>
            <input
              className={INPUT}
              value={question.text}
              onChange={(e) => put(index, { ...question, text: e.target.value })}
            />
          </label>
          {question.options.map((choice, o) => (
            <div key={choice.key} className="flex items-center gap-2">
              <label className="flex flex-1 flex-col gap-1">
                <span className="text-sm">{t('form.option', { n: o + 1 })}</span>
                <input
                  className={INPUT}
                  value={choice.text}
                  onChange={(e) =>
                    put(index, {
                      ...question,
                      options: question.options.map((x) => (x.key === choice.key ? { ...x, text: e.target.value } : x)),
                    })
                  }
                />
              </label>
              {question.options.length > 2 && (
                <button
                  type="button"
                  className={LINK_BUTTON}
                  onClick={() =>
                    put(index, { ...question, options: question.options.filter((x) => x.key !== choice.key) })
                  }
                >
                  {t('form.removeOption', { n: o + 1 })}
                </button>
              )}
            </div>
          ))}
          <div className="flex flex-wrap gap-3">
            {question.options.length < SCHEDULE_OPTIONS_MAX && (
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => put(index, { ...question, options: [...question.options, option()] })}
              >
                {t('form.addOption')}
              </button>
            )}
            <label className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                checked={question.multiple}
                onChange={(e) => put(index, { ...question, multiple: e.target.checked })}
              />
              {t('form.multiple')}
            </label>
            {value.length > 1 && (
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                {t('form.removeQuestion')}
              </button>
            )}
          </div>
        </div>
      ))}
      {value.length < SCHEDULE_QUESTIONS_MAX && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => onChange([...value, blankQuestion()])}
        >
          {t('form.addQuestion')}
        </button>
      )}
    </fieldset>
  );
}

/** The rich text; a survey's questions; an authorization's text. */
export function ContentStep({ item }: { item: ScheduleEdit }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const next = useNext();
  const [content, setContent] = useState(item.content);
  const [authorization, setAuthorization] = useState(item.authorization_text);
  const [questions, setQuestions] = useState<QuestionDraft[]>(() =>
    item.questions.length > 0
      ? item.questions.map((q) => ({ ...q, key: crypto.randomUUID(), options: q.options.map((text) => option(text)) }))
      : [blankQuestion()],
  );
  const save = useScheduleStep(scheduleSteps.content);
  return (
    <StepForm
      label={t('form.save')}
      pending={save.isPending}
      onSubmit={() =>
        save.mutate(
          {
            schedule_id: item.id,
            content,
            authorization_text: item.type === 'A' ? authorization : '',
            questions:
              item.type === 'S'
                ? questions.map((q) => ({ text: q.text, multiple: q.multiple, options: q.options.map((o) => o.text) }))
                : [],
          },
          { onSuccess: next },
        )
      }
    >
      <div className="flex flex-col gap-1">
        <span className="font-semibold">{t('form.content')}</span>
        <RichTextEditor label={t('form.content')} value={content} onChange={setContent} minHeight="8rem" />
      </div>
      {item.type === 'A' && (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('form.authorization')}</span>
          <textarea
            className={INPUT}
            rows={4}
            maxLength={2000}
            value={authorization}
            onChange={(e) => setAuthorization(e.target.value)}
          />
        </label>
      )}
      {item.type === 'S' && <QuestionsEditor value={questions} onChange={setQuestions} />}
      <Feedback error={save.error} saved={false} />
    </StepForm>
  );
}

/** Messages shown with the item; also after publishing. */
export function MessagesStep({ item }: { item: ScheduleEdit }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const [message, setMessage] = useState('');
  const save = useScheduleStep(scheduleSteps.message);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-gray-600">{t('form.messagesHint')}</p>
      {item.messages.length === 0 ? (
        <p>{t('form.noMessages')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {item.messages.map((m) => (
            <li key={m.id} className="rounded-lg bg-light p-3">
              {m.message}
            </li>
          ))}
        </ul>
      )}
      {item.policies.message && (
        <StepForm
          label={t('form.addMessage')}
          pending={save.isPending}
          onSubmit={() => save.mutate({ schedule_id: item.id, message }, { onSuccess: () => setMessage('') })}
        >
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('form.message')}</span>
            <textarea
              className={INPUT}
              rows={3}
              maxLength={SCHEDULE_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <Feedback error={save.error} saved={save.isSuccess} />
        </StepForm>
      )}
    </div>
  );
}
