import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTHORIZATION_CODE_LENGTH,
  AUTHORIZATION_CODE_MAX_TRIES,
  AUTHORIZATION_CODE_TTL_MINUTES,
  type GuardianItemRef,
  type GuardianReply,
  type GuardianScheduleDetails,
  type GuardianScheduleList,
  type GuardianScheduleListQuery,
  SCHEDULE_MESSAGES,
  SCHEDULE_STATUS,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../platform/http/app-error.ts';
import { toPlainText } from '../../platform/rich-text/plain-text.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { escapeHtml } from '../mail/mail.module.ts';
import { type PlatformDirectory, presentTheme } from '../platforms/platforms.module.ts';
import { buildCalendar } from './icalendar.ts';
import { type GuardianItemRow, presentGuardianItem, presentMessages } from './schedules.presenter.ts';
import type { SchedulesRepository } from './schedules.repository.ts';

export interface GuardianSchedulesDeps {
  schedulesRepo: SchedulesRepository;
  transact: Transact;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  platforms: Pick<PlatformDirectory, 'findById'>;
  publicUrl: string;
}

/** A new code may be asked for once a minute, so nobody floods a guardian's mailbox. */
const CODE_RESEND_SECONDS = 60;
const FEED_ITEMS_MAX = 500;

const hashCode = (ref: GuardianItemRef, guardianId: string, code: string) =>
  createHash('sha256').update(`${ref.schedule_id}:${guardianId}:${ref.student_id}:${code}`).digest('hex');

/** 'responsavel@ava-demo.com.br' as 'r********@ava-demo.com.br'. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/**
 * The guardian's side of the agenda: only items sent to them, one per child. A platform whose
 * theme turns `guardian_access` off has no guardian agenda (document 1 section 3).
 */
export function createGuardianSchedulesService(deps: GuardianSchedulesDeps) {
  const { schedulesRepo, transact, clock, mailer, platforms, publicUrl } = deps;

  /** The theme's guardian_access; only an explicit false closes the guardian agenda. */
  async function guardianAccessOn(platformId: string): Promise<boolean> {
    const platform = await platforms.findById(platformId);
    return platform !== null && platform !== undefined && presentTheme(platform).configs.guardian_access !== false;
  }

  async function checkAccess(platformId: string): Promise<void> {
    if (!(await guardianAccessOn(platformId))) throw forbidden(SCHEDULE_MESSAGES.guardianAccessOff);
  }

  async function itemOf(auth: AuthContext, ref: GuardianItemRef): Promise<GuardianItemRow> {
    await checkAccess(auth.platformId);
    const row = await schedulesRepo.guardianItem(
      auth.platformId,
      auth.userId,
      ref.schedule_id,
      ref.student_id,
      clock.now(),
    );
    if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
    return row;
  }

  /** A reply is taken while the item is published and not past its end. */
  function open(row: GuardianItemRow): boolean {
    const { schedule } = row;
    return schedule.status === SCHEDULE_STATUS.active && (!schedule.end_date || schedule.end_date >= clock.now());
  }

  async function present(auth: AuthContext, ref: GuardianItemRef): Promise<GuardianScheduleDetails> {
    const row = await itemOf(auth, ref);
    const messages = await schedulesRepo.messagesOf(row.schedule.id);
    const asks = row.schedule.type === 'A' || row.schedule.type === 'S';
    return {
      ...presentGuardianItem(row),
      content: row.schedule.content,
      authorization_text: row.schedule.authorization_text,
      questions: row.schedule.questions,
      messages: presentMessages(messages),
      answered_at: row.recipient.answered_at?.toISOString() ?? null,
      decision: row.recipient.decision,
      answers: row.recipient.answers,
      can_reply: asks && open(row) && !row.recipient.answered_at,
    };
  }

  async function answerable(auth: AuthContext, ref: GuardianItemRef): Promise<GuardianItemRow> {
    const row = await itemOf(auth, ref);
    if (!open(row)) throw conflict(SCHEDULE_MESSAGES.notPublished);
    if (row.recipient.answered_at) throw conflict(SCHEDULE_MESSAGES.alreadyAnswered);
    return row;
  }

  const keyOf = (auth: AuthContext, ref: GuardianItemRef) => ({
    scheduleId: ref.schedule_id,
    guardianId: auth.userId,
    studentId: ref.student_id,
  });

  return {
    /** GET /schedules/guardian: no status or type filter means every status and type. */
    async list(auth: AuthContext, query: GuardianScheduleListQuery): Promise<GuardianScheduleList> {
      await checkAccess(auth.platformId);
      const { rows, total } = await schedulesRepo.listOfGuardian(auth.platformId, auth.userId, clock.now(), {
        statuses: query.status,
        types: query.type,
        studentId: query.student_id,
        favorite: query.favorite,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { schedules: rows.map(presentGuardianItem), total, page: query.page, per_page: query.per_page };
    },

    /** GET /schedules/guardian/details: opening an item marks it read (the first time). */
    async details(auth: AuthContext, ref: GuardianItemRef): Promise<GuardianScheduleDetails> {
      const row = await itemOf(auth, ref);
      if (!row.recipient.read_at) await schedulesRepo.updateRecipient(keyOf(auth, ref), { read_at: clock.now() });
      return present(auth, ref);
    },

    /** PATCH /schedules/guardian/reply: a survey's answers, or refusing an authorization (authorizing needs the code). */
    async reply(auth: AuthContext, input: GuardianReply): Promise<GuardianScheduleDetails> {
      const row = await answerable(auth, input);
      const { schedule } = row;
      const now = clock.now();
      if (schedule.type === 'A') {
        if (input.decision !== 'refused') throw badRequest(SCHEDULE_MESSAGES.authorizeWithCode);
        await schedulesRepo.updateRecipient(keyOf(auth, input), {
          decision: 'refused',
          answered_at: now,
          read_at: row.recipient.read_at ?? now,
          code_hash: null,
          code_expires_at: null,
        });
        return present(auth, input);
      }
      if (schedule.type !== 'S') throw badRequest(SCHEDULE_MESSAGES.replyWrongType);
      const answers = new Map((input.answers ?? []).map((a) => [a.question_id, [...new Set(a.option_ids)]]));
      const chosen: string[] = [];
      for (const question of schedule.questions) {
        const options = answers.get(question.id);
        if (!options) throw badRequest(SCHEDULE_MESSAGES.answersRequired);
        if (!question.multiple && options.length > 1) throw badRequest(SCHEDULE_MESSAGES.singleOption);
        const known = new Set(question.options.map((o) => o.id));
        if (options.some((o) => !known.has(o))) throw badRequest(SCHEDULE_MESSAGES.answerInvalid);
        chosen.push(...options);
      }
      if (answers.size !== schedule.questions.length) throw badRequest(SCHEDULE_MESSAGES.answerInvalid);
      await schedulesRepo.updateRecipient(keyOf(auth, input), {
        answers: chosen,
        answered_at: now,
        read_at: row.recipient.read_at ?? now,
      });
      return present(auth, input);
    },

    /** PATCH /schedules/guardian/favorite */
    async favorite(
      auth: AuthContext,
      input: GuardianItemRef & { favorite: boolean },
    ): Promise<GuardianScheduleDetails> {
      await itemOf(auth, input);
      await schedulesRepo.updateRecipient(keyOf(auth, input), { favorite: input.favorite });
      return present(auth, input);
    },

    /** PATCH /schedules/guardian/archive: archiving (or bringing back) hides the item from the guardian only. */
    async archive(auth: AuthContext, input: GuardianItemRef & { archived: boolean }): Promise<GuardianScheduleDetails> {
      await itemOf(auth, input);
      await schedulesRepo.updateRecipient(keyOf(auth, input), { archived: input.archived });
      return present(auth, input);
    },

    /**
     * PATCH /schedules/authorizations/generate-code: a six-digit code to the guardian's e-mail,
     * valid for 10 minutes and 5 tries; a new code replaces the previous one.
     */
    async generateCode(auth: AuthContext, ref: GuardianItemRef): Promise<{ sent_to: string; expires_at: string }> {
      const row = await answerable(auth, ref);
      if (row.schedule.type !== 'A') throw badRequest(SCHEDULE_MESSAGES.notAuthorization);
      const user = await schedulesRepo.userOf(auth.platformId, auth.userId);
      if (!user?.email) throw badRequest(SCHEDULE_MESSAGES.noEmail);
      const now = clock.now();
      const ttlMs = AUTHORIZATION_CODE_TTL_MINUTES * 60_000;
      const previous = row.recipient.code_expires_at;
      if (previous) {
        const wait = Math.ceil((previous.getTime() - ttlMs + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
        if (wait > 0) throw tooManyRequests('Aguarde um minuto para pedir um novo código.', wait);
      }
      const code = String(randomInt(0, 10 ** AUTHORIZATION_CODE_LENGTH)).padStart(AUTHORIZATION_CODE_LENGTH, '0');
      const expiresAt = new Date(now.getTime() + ttlMs);
      await schedulesRepo.updateRecipient(keyOf(auth, ref), {
        code_hash: hashCode(ref, auth.userId, code),
        code_expires_at: expiresAt,
        code_tries: 0,
      });
      const about = `${row.schedule.title} (${row.student_name})`;
      await mailer.send({
        platformId: auth.platformId,
        to: user.email,
        subject: SCHEDULE_MESSAGES.codeMailSubject,
        text: `Olá, ${user.name}!\n\nSeu código para assinar a autorização "${about}" é ${code}.\nEle vale por ${AUTHORIZATION_CODE_TTL_MINUTES} minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
        html: `<p>Olá, ${escapeHtml(user.name)}!</p><p>Seu código para assinar a autorização "${escapeHtml(about)}" é <strong>${code}</strong>.</p><p>Ele vale por ${AUTHORIZATION_CODE_TTL_MINUTES} minutos.</p><p>Se você não pediu este código, ignore este e-mail.</p>`,
      });
      return { sent_to: maskEmail(user.email), expires_at: expiresAt.toISOString() };
    },

    /** PATCH /schedules/authorizations/validate-code: the right code signs the authorization as authorized. */
    async validateCode(auth: AuthContext, input: GuardianItemRef & { code: string }): Promise<GuardianScheduleDetails> {
      const row = await answerable(auth, input);
      if (row.schedule.type !== 'A') throw badRequest(SCHEDULE_MESSAGES.notAuthorization);
      const now = clock.now();
      // The try is counted even when the answer is a refusal, so the outcome is decided inside and thrown after.
      const failure = await transact(async (tx) => {
        const recipient = await schedulesRepo.lockRecipient(keyOf(auth, input), tx);
        if (!recipient?.code_hash || !recipient.code_expires_at) return SCHEDULE_MESSAGES.codeMissing;
        if (recipient.answered_at) return SCHEDULE_MESSAGES.alreadyAnswered;
        if (recipient.code_expires_at < now) return SCHEDULE_MESSAGES.codeExpired;
        if (recipient.code_tries >= AUTHORIZATION_CODE_MAX_TRIES) return SCHEDULE_MESSAGES.codeTooManyTries;
        const expected = Buffer.from(recipient.code_hash, 'hex');
        const given = Buffer.from(hashCode(input, auth.userId, input.code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const tries = recipient.code_tries + 1;
          await schedulesRepo.updateRecipient(keyOf(auth, input), { code_tries: tries }, tx);
          return tries >= AUTHORIZATION_CODE_MAX_TRIES
            ? SCHEDULE_MESSAGES.codeTooManyTries
            : SCHEDULE_MESSAGES.codeInvalid;
        }
        await schedulesRepo.updateRecipient(
          keyOf(auth, input),
          {
            decision: 'authorized',
            answered_at: now,
            read_at: recipient.read_at ?? now,
            code_hash: null,
            code_expires_at: null,
          },
          tx,
        );
        return null;
      });
      if (failure) throw badRequest(failure);
      return present(auth, input);
    },

    /** GET /schedules/guardian/feed: the guardian's secret iCalendar address, made on first ask. */
    async feedUrl(auth: AuthContext, renew = false): Promise<{ url: string }> {
      await checkAccess(auth.platformId);
      let token = renew ? null : await schedulesRepo.feedTokenOf(auth.platformId, auth.userId);
      if (!token) {
        token = randomBytes(32).toString('base64url');
        await schedulesRepo.saveFeedToken(auth.platformId, auth.userId, token);
      }
      return { url: `${publicUrl.replace(/\/$/, '')}/api/schedules/feed/${token}.ics` };
    },

    /** GET /schedules/feed/{token}.ics: public, the secret is the whole credential; an unknown one is a 404. */
    async feed(fileName: string): Promise<string> {
      const owner = await schedulesRepo.feedOwner(fileName.replace(/\.ics$/, ''));
      if (!owner) throw notFound();
      if (!(await guardianAccessOn(owner.platform_id))) throw notFound();
      const now = clock.now();
      const { rows } = await schedulesRepo.listOfGuardian(owner.platform_id, owner.guardian_id, now, {
        limit: FEED_ITEMS_MAX,
        offset: 0,
      });
      const events = rows
        .filter((row) => row.schedule.start_date && !row.recipient.archived)
        .map((row) => {
          const { schedule } = row;
          const start = schedule.start_date as Date;
          const description = [
            `${row.student_name} · ${row.classroom_name}`,
            toPlainText(schedule.content),
            schedule.authorization_text,
          ]
            .filter(Boolean)
            .join('\n\n');
          return {
            uid: `${schedule.id}-${row.recipient.student_id}@agenda`,
            start,
            end: schedule.end_date ?? start,
            allDay: schedule.all_day,
            summary: `${schedule.title} (${row.student_name})`,
            description,
            location: schedule.location,
            url: `${publicUrl.replace(/\/$/, '')}/`,
            updatedAt: schedule.updated_at,
          };
        });
      return buildCalendar('Agenda escolar', events, now);
    },
  };
}

export type GuardianSchedulesService = ReturnType<typeof createGuardianSchedulesService>;
