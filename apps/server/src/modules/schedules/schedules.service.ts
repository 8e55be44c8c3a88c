import { randomUUID } from 'node:crypto';
import {
  SCHEDULE_MESSAGES,
  SCHEDULE_NOTIFICATION_BODIES,
  SCHEDULE_STATUS,
  SCHEDULE_TYPE_LABELS,
  SCHEDULES_PER_PAGE,
  type ScheduleContent,
  type ScheduleCreate,
  type ScheduleDetails,
  type ScheduleEdit,
  type ScheduleIntro,
  type ScheduleList,
  type ScheduleListQuery,
  type ScheduleMessageCreate,
  type ScheduleSummary,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { isBlankRichText, sanitizeRichText } from '../../platform/rich-text/sanitize.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import { policiesOf, presentEdit, presentMessages, presentSummary } from './schedules.presenter.ts';
import type { ScheduleRow, SchedulesRepository } from './schedules.repository.ts';

export interface SchedulesServiceDeps {
  schedulesRepo: SchedulesRepository;
  transact: Transact;
  clock: Clock;
  notifier: Notifier;
}

type StatusChange = 'draft' | 'publish' | 'finish' | 'archive';

const TARGET: Record<StatusChange, number> = {
  draft: SCHEDULE_STATUS.draft,
  publish: SCHEDULE_STATUS.active,
  finish: SCHEDULE_STATUS.finished,
  archive: SCHEDULE_STATUS.archived,
};

/** What a published item must hold for its type. */
function incompleteReason(row: ScheduleRow): string | null {
  if (!row.start_date || !row.end_date) return SCHEDULE_MESSAGES.publishIncomplete;
  if (row.type === 'S') return row.questions.length > 0 ? null : SCHEDULE_MESSAGES.surveyQuestions;
  if (row.type === 'A') return row.authorization_text ? null : SCHEDULE_MESSAGES.authorizationText;
  return isBlankRichText(row.content) ? SCHEDULE_MESSAGES.publishIncomplete : null;
}

/** The educator's side of the agenda: items are written for classrooms of their schools, by their author. */
export function createSchedulesService(deps: SchedulesServiceDeps) {
  const { schedulesRepo, transact, clock, notifier } = deps;

  async function checkClassrooms(auth: AuthContext, ids: string[]): Promise<void> {
    const allowed = new Set((await schedulesRepo.classroomsOfEducator(auth.platformId, auth.userId)).map((c) => c.id));
    if (ids.some((id) => !allowed.has(id))) throw badRequest(SCHEDULE_MESSAGES.classroomNotAllowed);
  }

  /** The item, when the caller wrote it; another educator's item is as unknown as a missing one. */
  async function ownItem(auth: AuthContext, scheduleId: string): Promise<ScheduleRow> {
    const row = await schedulesRepo.find(auth.platformId, scheduleId);
    if (!row || row.author_id !== auth.userId) throw notFound(SCHEDULE_MESSAGES.notFound);
    return row;
  }

  async function editableItem(auth: AuthContext, scheduleId: string): Promise<ScheduleRow> {
    const row = await ownItem(auth, scheduleId);
    if (row.status !== SCHEDULE_STATUS.draft) throw conflict(SCHEDULE_MESSAGES.onlyDraftEdit);
    return row;
  }

  async function summaryOf(auth: AuthContext, scheduleId: string): Promise<ScheduleSummary> {
    const [row, author] = await Promise.all([
      ownItem(auth, scheduleId),
      schedulesRepo.userOf(auth.platformId, auth.userId),
    ]);
    const [classrooms, people] = await Promise.all([
      schedulesRepo.classroomsOf([row.id]),
      schedulesRepo.recipientsOf(row.id),
    ]);
    return presentSummary(row, {
      classrooms: classrooms.get(row.id) ?? [],
      author: { id: auth.userId, name: author?.name ?? '' },
      recipients: people.length,
      read: people.filter((p) => p.recipient.read_at).length,
      answered: people.filter((p) => p.recipient.answered_at).length,
    });
  }

  async function editOf(auth: AuthContext, scheduleId: string): Promise<ScheduleEdit> {
    const row = await ownItem(auth, scheduleId);
    const [classrooms, messages, answered] = await Promise.all([
      schedulesRepo.classroomsOf([row.id]),
      schedulesRepo.messagesOf(row.id),
      schedulesRepo.hasAnswers(row.id),
    ]);
    return presentEdit(row, {
      classroomIds: (classrooms.get(row.id) ?? []).map((c) => c.id),
      messages: presentMessages(messages),
      answered: answered ? 1 : 0,
    });
  }

  return {
    /** POST /schedules/create: a draft of the type, for classrooms of the educator's schools. */
    async create(auth: AuthContext, input: ScheduleCreate): Promise<ScheduleEdit> {
      await checkClassrooms(auth, input.classroom_ids);
      const row = await transact((tx) =>
        schedulesRepo.insert(
          {
            platform_id: auth.platformId,
            author_id: auth.userId,
            type: input.type,
            title: input.title,
            status: SCHEDULE_STATUS.draft,
          },
          input.classroom_ids,
          tx,
        ),
      );
      return editOf(auth, row.id);
    },

    /** PATCH /schedules/intro/update */
    async updateIntro(auth: AuthContext, input: ScheduleIntro): Promise<ScheduleEdit> {
      await editableItem(auth, input.schedule_id);
      await checkClassrooms(auth, input.classroom_ids);
      await transact(async (tx) => {
        await schedulesRepo.update(
          auth.platformId,
          input.schedule_id,
          {
            title: input.title,
            start_date: new Date(input.start_date),
            end_date: new Date(input.end_date),
            all_day: input.all_day,
            location: input.location,
          },
          tx,
        );
        await schedulesRepo.setClassrooms(input.schedule_id, input.classroom_ids, tx);
      });
      return editOf(auth, input.schedule_id);
    },

    /** PATCH /schedules/content/update: the questions are kept only for surveys, the text only for authorizations. */
    async updateContent(auth: AuthContext, input: ScheduleContent): Promise<ScheduleEdit> {
      const row = await editableItem(auth, input.schedule_id);
      if (row.type === 'S' && input.questions.length === 0) throw badRequest(SCHEDULE_MESSAGES.surveyQuestions);
      if (row.type === 'A' && !input.authorization_text) throw badRequest(SCHEDULE_MESSAGES.authorizationText);
      await schedulesRepo.update(auth.platformId, row.id, {
        content: sanitizeRichText(input.content),
        questions:
          row.type === 'S'
            ? input.questions.map((q) => ({
                id: randomUUID(),
                text: q.text,
                multiple: q.multiple,
                options: q.options.map((text) => ({ id: randomUUID(), text })),
              }))
            : [],
        authorization_text: row.type === 'A' ? input.authorization_text : '',
      });
      return editOf(auth, row.id);
    },

    /** PATCH /schedules/messages/create */
    async addMessage(auth: AuthContext, input: ScheduleMessageCreate): Promise<ScheduleEdit> {
      const row = await ownItem(auth, input.schedule_id);
      if (!policiesOf(row, 0).message) throw conflict(SCHEDULE_MESSAGES.messageClosed);
      await schedulesRepo.addMessage(row.id, input.message);
      return editOf(auth, row.id);
    },

    /**
     * PATCH /schedules/status/{draft,publish,finish,archive}. Publishing makes one recipient row per
     * guardian and child of the audience, in the same transaction as the status (republishing after
     * a return to draft reaches the guardians linked since).
     */
    async changeStatus(auth: AuthContext, scheduleId: string, change: StatusChange): Promise<ScheduleSummary> {
      const row = await ownItem(auth, scheduleId);
      const answered = (await schedulesRepo.hasAnswers(row.id)) ? 1 : 0;
      const policies = policiesOf(row, answered);
      if (!policies[change]) {
        throw conflict(
          change === 'draft' && answered ? SCHEDULE_MESSAGES.draftAnswered : SCHEDULE_MESSAGES.transitionRefused,
        );
      }
      if (change === 'publish') {
        const reason = incompleteReason(row);
        if (reason) throw badRequest(reason);
      }
      await transact(async (tx) => {
        await schedulesRepo.update(
          auth.platformId,
          row.id,
          { status: TARGET[change], ...(change === 'publish' ? { published_at: clock.now() } : {}) },
          tx,
        );
        if (change !== 'publish') return;
        // The guardians reached for the first time; the job commits with their rows.
        const guardianIds = await schedulesRepo.addRecipients(auth.platformId, row.id, tx);
        await notifier.notify(tx, {
          platformId: auth.platformId,
          userIds: guardianIds,
          kind: 'schedule',
          title: `${SCHEDULE_TYPE_LABELS[row.type]}: ${row.title}`,
          body: SCHEDULE_NOTIFICATION_BODIES[row.type],
          link: `/${auth.platformSlug}/responsavel/agenda`,
        });
      });
      return summaryOf(auth, row.id);
    },

    /** DELETE /schedules/status/delete: drafts only; published items are archived, keeping their answers. */
    async remove(auth: AuthContext, scheduleId: string): Promise<{ ok: true }> {
      const row = await ownItem(auth, scheduleId);
      if (!policiesOf(row, 0).delete) throw conflict(SCHEDULE_MESSAGES.deleteOnlyDraft);
      await schedulesRepo.delete(auth.platformId, row.id);
      return { ok: true };
    },

    /** GET /schedules: the caller's items; no status or type filter means all of them. */
    async list(auth: AuthContext, query: ScheduleListQuery): Promise<ScheduleList> {
      const { rows, total } = await schedulesRepo.listOfAuthor(auth.platformId, auth.userId, {
        statuses: query.status,
        types: query.type,
        classroomId: query.classroom_id,
        search: query.search,
        limit: SCHEDULES_PER_PAGE,
        offset: (query.page - 1) * SCHEDULES_PER_PAGE,
      });
      const [classrooms, author] = await Promise.all([
        schedulesRepo.classroomsOf(rows.map((r) => r.schedule.id)),
        schedulesRepo.userOf(auth.platformId, auth.userId),
      ]);
      return {
        schedules: rows.map((r) =>
          presentSummary(r.schedule, {
            classrooms: classrooms.get(r.schedule.id) ?? [],
            author: { id: auth.userId, name: author?.name ?? '' },
            recipients: r.recipients,
            read: r.read,
            answered: r.answered,
          }),
        ),
        total,
        page: query.page,
        per_page: SCHEDULES_PER_PAGE,
      };
    },

    /** GET /schedules/details: the item with, per guardian and child, who read, answered, authorized or refused. */
    async details(auth: AuthContext, scheduleId: string): Promise<ScheduleDetails> {
      const summary = await summaryOf(auth, scheduleId);
      const row = await ownItem(auth, scheduleId);
      const [people, messages] = await Promise.all([
        schedulesRepo.recipientsOf(row.id),
        schedulesRepo.messagesOf(row.id),
      ]);
      const tally = new Map<string, number>();
      for (const person of people)
        for (const option of person.recipient.answers) tally.set(option, (tally.get(option) ?? 0) + 1);
      return {
        ...summary,
        content: row.content,
        authorization_text: row.authorization_text,
        questions: row.questions.map((q) => ({
          ...q,
          options: q.options.map((o) => ({ ...o, answers: tally.get(o.id) ?? 0 })),
        })),
        messages: presentMessages(messages),
        people: people.map((p) => ({
          guardian: { id: p.recipient.guardian_id, name: p.guardian_name },
          student: { id: p.recipient.student_id, name: p.student_name },
          classroom: p.classroom_name,
          read_at: p.recipient.read_at?.toISOString() ?? null,
          answered_at: p.recipient.answered_at?.toISOString() ?? null,
          decision: p.recipient.decision,
          answers: p.recipient.answers,
        })),
      };
    },

    /** GET /schedules/classrooms: those of the educator's schools and those they teach. */
    async classrooms(auth: AuthContext): Promise<{ classrooms: { id: string; name: string }[] }> {
      return { classrooms: await schedulesRepo.classroomsOfEducator(auth.platformId, auth.userId) };
    },

    /** GET /schedules/details/edit */
    detailsEdit: editOf,
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
