import {
  type BulkRecipients,
  bulkSentMessage,
  type ClassroomsMessageInput,
  type CreateMessageInput,
  can,
  guardianMessagesOn,
  landingDashboard,
  MESSAGING_MESSAGES as M,
  MESSAGES_PAGE_SIZE,
  type MessageDetail,
  type MessageDetailQuery,
  newMessageTitle,
  RECENT_MESSAGES,
  REPORT_CONTEXT_SIZE,
  type Role,
  roleGroup,
  type StudentsMessageInput,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ReceivedFile } from '../../platform/storage/multipart-upload.ts';
import type { Notifier } from '../notifications/notifications.module.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import type { Asker, ContactsRepository } from './contacts.repository.ts';
import { MESSAGE_FILES_NAMESPACE } from './messaging.access.ts';
import { childrenOf, presentContact, presentMailer, presentMessage, presentReport } from './messaging.presenter.ts';
import type { MessageRow, MessagingRepository, NewMessage } from './messaging.repository.ts';

/** How long a platform's guardian_messages is trusted, as the theme's own cache. */
const THEME_TTL_MS = 60_000;

export function createMessagingService(deps: {
  repo: MessagingRepository;
  contactsRepo: ContactsRepository;
  storage: Pick<StorageService, 'saveUpload' | 'readableKeys' | 'signedUrl'>;
  platforms: Pick<PlatformDirectory, 'findById'>;
  clock: Clock;
  transact: Transact;
  notifier: Notifier;
}) {
  const { repo, contactsRepo, storage, clock } = deps;
  const themes = createTtlCache<boolean>({ clock, ttlMs: THEME_TTL_MS, maxEntries: 1_000 });
  const sign = (key: string) => storage.signedUrl(key);

  async function askerOf(auth: AuthContext): Promise<Asker> {
    const on = await themes.getOrLoad(auth.platformId, async () => {
      const platform = await deps.platforms.findById(auth.platformId);
      return guardianMessagesOn((platform?.theme as { configs?: Record<string, unknown> } | undefined)?.configs);
    });
    return {
      platformId: auth.platformId,
      userId: auth.userId,
      group: roleGroup(auth.role),
      coordinator: auth.role === 'school_coordinator',
      guardiansOn: on === true,
    };
  }

  /** The asker as a writer: a guardian while guardian_messages is off, or a delegated session, writes nothing. */
  async function writerOf(auth: AuthContext): Promise<Asker> {
    if (auth.openedBy) throw forbidden(M.delegatedSession);
    const asker = await askerOf(auth);
    if (asker.group === 'guardian' && !asker.guardiansOn) throw forbidden(M.guardianMessagesOff);
    return asker;
  }

  async function requireContact(asker: Asker, contactId: string): Promise<void> {
    if (!(await contactsRepo.mayWrite(asker, contactId))) throw forbidden(M.contactNotAllowed);
  }

  /**
   * Stores one message from the asker to each recipient, each in the conversation of that pair
   * (opened where there is none), and notifies the recipients, in one transaction; answers the new
   * messages' ids.
   */
  async function deliver(
    auth: AuthContext,
    asker: Asker,
    recipientIds: readonly string[],
    content: Pick<NewMessage, 'body' | 'image_key' | 'about_id'>,
  ): Promise<string[]> {
    return deps.transact(async (tx) => {
      const conversationOf = await repo.ensureConversations(asker.platformId, asker.userId, recipientIds, tx);
      const rows = recipientIds.map((recipient) => ({
        platform_id: asker.platformId,
        sender_id: asker.userId,
        recipient_id: recipient,
        conversation_id: conversationOf.get(recipient) as string,
        ...content,
      }));
      const ids = await repo.insertMessages(rows, clock.now(), tx);
      const sender = await repo.person(asker.platformId, asker.userId, tx);
      // Each recipient opens the messages of their own dashboard.
      const byDashboard = new Map<string, string[]>();
      for (const person of await repo.people(asker.platformId, recipientIds, tx)) {
        const dashboard = landingDashboard(person.role as Role, false);
        if (dashboard) byDashboard.set(dashboard, [...(byDashboard.get(dashboard) ?? []), person.id]);
      }
      for (const [dashboard, userIds] of byDashboard) {
        await deps.notifier.notify(tx, {
          platformId: asker.platformId,
          userIds,
          kind: 'message',
          title: newMessageTitle(sender?.name ?? ''),
          body: content.body || M.imageOnly,
          link: `/${auth.platformSlug}/${dashboard}/mensagens`,
        });
      }
      return ids;
    });
  }

  /** The people a bulk message reaches: the students, or their guardians; all must be the asker's contacts. */
  async function bulkRecipients(asker: Asker, students: readonly string[], recipients: BulkRecipients) {
    const ids = recipients === 'students' ? students : await contactsRepo.guardiansOf(asker.platformId, students);
    if (ids.length === 0) throw badRequest(M.noRecipients);
    if (recipients === 'guardians' && !asker.guardiansOn) throw forbidden(M.guardianMessagesOff);
    const allowed = await contactsRepo.contacts(asker, { ids });
    if (allowed.length < ids.length) throw forbidden(M.recipientsNotAllowed);
    return ids;
  }

  async function sendToMany(
    auth: AuthContext,
    students: readonly string[],
    input: { body: string; recipients: BulkRecipients },
  ) {
    const asker = await writerOf(auth);
    const ids = await bulkRecipients(asker, students, input.recipients);
    const sent = await deliver(auth, asker, ids, { body: input.body });
    return { sent: sent.length, message: bulkSentMessage(sent.length) };
  }

  /** A page of a conversation, oldest first, and whether older messages exist. */
  async function pageOf(auth: AuthContext, conversationId: string, beforeId?: string) {
    let before: MessageRow | null = null;
    if (beforeId) {
      [before = null] = await repo.messagesByIds(auth.platformId, auth.userId, [beforeId]);
      if (!before || before.conversation_id !== conversationId) throw notFound(M.messageNotFound);
    }
    const rows = await repo.page(auth.platformId, auth.userId, conversationId, before, MESSAGES_PAGE_SIZE + 1);
    const hasMore = rows.length > MESSAGES_PAGE_SIZE;
    return { rows: rows.slice(0, MESSAGES_PAGE_SIZE).reverse(), hasMore };
  }

  async function reportsFor(auth: AuthContext, reportId?: string) {
    if (!can(auth.role, 'view.reportedMessages')) throw forbidden();
    const schools = await contactsRepo.coordinatedSchools(auth.platformId, auth.userId);
    return repo.reports(auth.platformId, schools, reportId);
  }

  /** GET /messages/detail?report=: the conversation around a reported message, for the school's coordinators. */
  async function aroundReport(auth: AuthContext, reportId: string): Promise<MessageDetail> {
    const [report] = await reportsFor(auth, reportId);
    if (!report) throw notFound(M.reportNotFound);
    const rows = await repo.around(auth.platformId, auth.userId, report, REPORT_CONTEXT_SIZE);
    return {
      conversation: {
        id: report.conversation_id,
        contact: { id: report.sender_id, name: report.sender_name, role: report.sender_role as never },
        can_write: false,
        about_options: [],
      },
      messages: rows.map((row) => presentMessage(row, auth.userId, sign)),
      has_more: false,
      highlight: report.id,
    };
  }

  return {
    async findContact(auth: AuthContext, search?: string) {
      const asker = await askerOf(auth);
      if (auth.openedBy) return { contacts: [] };
      return { contacts: (await contactsRepo.contacts(asker, { search })).map(presentContact) };
    },

    async create(auth: AuthContext, input: CreateMessageInput) {
      const asker = await writerOf(auth);
      await requireContact(asker, input.contact);
      if (input.about) {
        const dependent =
          asker.group === 'guardian' && (await contactsRepo.isDependent(auth.platformId, auth.userId, input.about));
        if (!dependent) throw badRequest(M.aboutNotDependent);
      }
      let imageKey: string | null = null;
      if (input.image) {
        const conversation = await repo.conversationBetween(auth.platformId, auth.userId, input.contact);
        const key = (await storage.readableKeys(auth, [input.image])).get(input.image);
        const folder = conversation && `${auth.platformId}/${MESSAGE_FILES_NAMESPACE}/${conversation.id}/`;
        if (!key || !folder || !key.startsWith(folder)) throw badRequest(M.imageNotInConversation);
        imageKey = key;
      }
      const [id] = await deliver(auth, asker, [input.contact], {
        body: input.body,
        image_key: imageKey,
        about_id: input.about ?? null,
      });
      const [row] = await repo.messagesByIds(auth.platformId, auth.userId, [id as string]);
      return presentMessage(row as MessageRow, auth.userId, sign);
    },

    async uploadImage(auth: AuthContext, contactId: string, file: ReceivedFile) {
      const asker = await writerOf(auth);
      await requireContact(asker, contactId);
      const [conversationId] = (await repo.ensureConversations(auth.platformId, auth.userId, [contactId])).values();
      const stored = await storage.saveUpload(auth, {
        namespace: MESSAGE_FILES_NAMESPACE,
        path: conversationId as string,
        fileName: file.fileName,
        bytes: file.bytes,
        allowed: ['image'],
      });
      return { key: stored.key, url: stored.url, conversation_id: conversationId as string };
    },

    async detail(auth: AuthContext, query: MessageDetailQuery): Promise<MessageDetail> {
      if (query.report) return aroundReport(auth, query.report);
      const asker = await askerOf(auth);
      let conversationId: string | null;
      let contactId: string;
      if (query.conversation) {
        const conversation = await repo.conversationOf(auth.platformId, query.conversation, auth.userId);
        if (!conversation) throw notFound(M.conversationNotFound);
        conversationId = conversation.id;
        contactId = conversation.contactId;
      } else {
        contactId = query.contact as string;
        conversationId = (await repo.conversationBetween(auth.platformId, auth.userId, contactId))?.id ?? null;
      }
      const [asContact] =
        auth.openedBy || (asker.group === 'guardian' && !asker.guardiansOn)
          ? []
          : await contactsRepo.contacts(asker, { ids: [contactId] });
      const canWrite = asContact !== undefined;
      // A person one has no conversation with, and may not write to, is nobody to this asker.
      if (!conversationId && !canWrite) throw forbidden(M.contactNotAllowed);
      const contact = await repo.person(auth.platformId, contactId);
      if (!contact) throw notFound(M.conversationNotFound);
      const page = conversationId ? await pageOf(auth, conversationId, query.before) : { rows: [], hasMore: false };
      // A guardian reading as their dependent leaves the child's messages unread.
      if (conversationId && !auth.openedBy)
        await repo.markRead(auth.platformId, conversationId, auth.userId, clock.now());
      return {
        conversation: {
          id: conversationId,
          contact: { id: contact.id, name: contact.name, role: contact.role as never },
          can_write: canWrite,
          about_options: asContact ? childrenOf(asContact) : [],
        },
        messages: page.rows.map((row) => presentMessage(row, auth.userId, sign)),
        has_more: page.hasMore,
        highlight: null,
      };
    },

    async mailers(auth: AuthContext) {
      const asker = await askerOf(auth);
      const rows = await repo.mailers(auth.platformId, auth.userId);
      const canWrite = !auth.openedBy && !(asker.group === 'guardian' && !asker.guardiansOn);
      return { mailers: rows.map(presentMailer), can_write: canWrite };
    },

    async recent(auth: AuthContext) {
      const rows = await repo.recent(auth.platformId, auth.userId, RECENT_MESSAGES);
      return { messages: rows.map((row) => presentMessage(row, auth.userId, sign)) };
    },

    async pending(auth: AuthContext) {
      return { unread: await repo.unread(auth.platformId, auth.userId) };
    },

    /** Only the recipient reports a message; the coordinators of both people's schools see it. */
    async denounce(auth: AuthContext, input: { message: string; reason: string }) {
      if (auth.openedBy) throw forbidden(M.delegatedSession);
      const [row] = await repo.messagesByIds(auth.platformId, auth.userId, [input.message]);
      if (!row || (row.recipient_id !== auth.userId && row.sender_id !== auth.userId)) {
        throw notFound(M.messageNotFound);
      }
      if (row.sender_id === auth.userId) throw badRequest(M.ownMessageReport);
      await repo.insertReport({
        platform_id: auth.platformId,
        message_id: row.id,
        reporter_id: auth.userId,
        reason: input.reason,
      });
      return { message: M.reported };
    },

    async reports(auth: AuthContext) {
      return { reports: (await reportsFor(auth)).map((row) => presentReport(row, sign)) };
    },

    async toClassrooms(auth: AuthContext, input: ClassroomsMessageInput) {
      const classrooms = [...new Set(input.classrooms)];
      const { found, students } = await contactsRepo.classroomStudents(auth.platformId, classrooms);
      if (found.size < classrooms.length) throw notFound(M.invalidClassroom);
      return sendToMany(auth, students, input);
    },

    async toStudents(auth: AuthContext, input: StudentsMessageInput) {
      const wanted = [...new Set(input.students)];
      const students = await contactsRepo.students(auth.platformId, wanted);
      if (students.length < wanted.length) throw notFound(M.invalidStudent);
      return sendToMany(auth, students, input);
    },

    /** For the storage rule: whether the user takes part in the conversation, and (writing) may still write in it. */
    async mayUseConversationFiles(auth: AuthContext, conversationId: string, writing: boolean): Promise<boolean> {
      const conversation = await repo.conversationOf(auth.platformId, conversationId, auth.userId);
      if (!conversation) return false;
      if (!writing) return true;
      if (auth.openedBy) return false;
      const asker = await askerOf(auth);
      if (asker.group === 'guardian' && !asker.guardiansOn) return false;
      return contactsRepo.mayWrite(asker, conversation.contactId);
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
