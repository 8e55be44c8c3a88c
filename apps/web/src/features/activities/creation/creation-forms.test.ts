import { formatDateTime } from '@ava/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseWording, loadCorporateWording } from '../../../i18n/vocabulary.ts';
import { buildActivityDetail } from '../../../test/fixtures.ts';
import { basicsFormSchema, basicsFromActivity, firstStepBody } from './basics-form.ts';
import { contentFromActivity, examContentFormSchema, secondStepBody } from './content-form.ts';

const basics = {
  kind: 'essay' as const,
  title: '  Minhas férias ',
  classroom: 'c-1',
  start_time: '2026-03-02T08:00',
  end_time: '2026-03-05T18:00',
  workload: '60',
  bncc: ['EF03LP01'],
  keywords: ['férias'],
};

beforeAll(loadCorporateWording);
describe('creation forms', () => {
  it('needs the required fields and an end after the start', () => {
    const result = basicsFormSchema.safeParse({ ...basics, title: ' ', end_time: '2026-03-01T08:00' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: 'Esse campo é obrigatório',
      end_time: 'A data de término deve ser depois da data de início.',
    });
  });

  it('sends the first step with instants, the kind and minutes', () => {
    const body = firstStepBody(basics, undefined);
    expect(body).toMatchObject({ activity_type: 'essay', title: 'Minhas férias', workload: 60, bncc: ['EF03LP01'] });
    // 08:00 typed is 08:00 in Brasília, the clock the lists and the review print, whatever the browser's zone.
    expect(body.start_time).toBe('2026-03-02T11:00:00.000Z');
    expect(firstStepBody({ ...basics, workload: '' }, 'a-1')).toMatchObject({ activity: 'a-1', workload: null });
  });

  it('shows a saved activity at the times the review and the lists print', () => {
    const saved = buildActivityDetail({ start_time: '2026-03-02T11:00:00.000Z', end_time: '2026-03-05T21:00:00.000Z' });
    expect(basicsFromActivity(saved)).toMatchObject({ start_time: '2026-03-02T08:00', end_time: '2026-03-05T18:00' });
    expect(formatDateTime(saved.start_time)).toBe('02/03/2026 08:00');
  });

  it('sends back a stored workload that is none of the options, and none as null', () => {
    const edited = (workload: number | null) =>
      firstStepBody(basicsFromActivity(buildActivityDetail({ workload })), 'a-1').workload;
    expect(edited(90)).toBe(90);
    expect(edited(120)).toBe(120);
    expect(edited(null)).toBeNull();
  });

  it('sends can_cheat inverted as anti_cheat, and an empty password as null', () => {
    const form = {
      details: '<p>x</p>',
      fullscreen: true,
      randomize_question: true,
      randomize: false,
      can_cheat: true,
      password: ' ',
      forum: false,
      hideComments: true,
      deleteComments: true,
      exam: '',
      duration: '60',
    };
    expect(secondStepBody(form, 'a-1', 'digital_exam').config).toEqual({
      fullscreen: true,
      randomize_question: true,
      randomize: false,
      anti_cheat: false,
      password: null,
      forum: false,
    });
    expect(secondStepBody({ ...form, can_cheat: false }, 'a-1', 'digital_exam').config).toMatchObject({
      anti_cheat: true,
    });
  });

  it('sends only the settings of the kind: an essay no exam setting, a forum none', () => {
    const form = { ...contentFromActivity(undefined), fullscreen: true, forum: true, password: '1234' };
    expect(secondStepBody(form, 'a-1', 'essay').config).toEqual({ forum: true });
    expect(secondStepBody(form, 'a-1', 'forum').config).toEqual({});
  });

  it('offers a trilha its step forums’ flags, off until the teacher turns them on, and keeps what was saved', () => {
    const fresh = contentFromActivity({ kind: 'trail', details: '', config: {} });
    expect(fresh).toMatchObject({ hideComments: false, deleteComments: false });
    expect(secondStepBody({ ...fresh, fullscreen: true, hideComments: true }, 'a-1', 'trail').config).toEqual({
      forum: false,
      hideComments: true,
      deleteComments: false,
    });
    const saved = contentFromActivity({ kind: 'trail', details: '', config: { deleteComments: true } });
    expect(secondStepBody(saved, 'a-1', 'trail').config).toMatchObject({ hideComments: false, deleteComments: true });
    // Only a trilha sends them.
    expect(secondStepBody({ ...fresh, hideComments: true }, 'a-1', 'essay').config).toEqual({ forum: false });
  });

  it('starts a digital exam with anti-cheat on, and keeps what a draft saved', () => {
    const fresh = (kind: 'digital_exam' | 'essay') => contentFromActivity({ kind, details: '', config: {} });
    expect(fresh('digital_exam').can_cheat).toBe(false);
    expect(fresh('essay').can_cheat).toBe(true);
    const allowed = contentFromActivity({ kind: 'digital_exam', details: '', config: { anti_cheat: false } });
    expect(allowed.can_cheat).toBe(true);
  });

  it('needs a digital exam’s exam and a duration from 1 to 1440 minutes', () => {
    const form = contentFromActivity({ kind: 'digital_exam', details: '', config: {} });
    const messages = (duration: string, exam = '') =>
      (examContentFormSchema.safeParse({ ...form, exam, duration }).error?.issues ?? []).map((issue) => issue.message);
    expect(messages('0')).toEqual(['Escolha a prova que os alunos farão.', 'A duração deve ser de 1 a 1440 minutos.']);
    expect(messages('30', 'e-1')).toEqual([]);
    chooseWording(true);
    expect(messages('30')).toEqual(['Escolha a avaliação que os colaboradores farão.']);
    chooseWording(false);
    expect(contentFromActivity(undefined, { exam_id: 'e-1', duration: 45 })).toMatchObject({
      exam: 'e-1',
      duration: '45',
    });
  });

  it('keeps the question order of a draft that is saved again', () => {
    const draft = contentFromActivity({ kind: 'digital_exam', details: '', config: { randomize_question: true } });
    expect(draft.randomize_question).toBe(true);
    expect(secondStepBody(draft, 'a-1', 'digital_exam').config).toMatchObject({ randomize_question: true });
  });
});
