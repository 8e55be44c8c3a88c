import { z } from 'zod';

/** Notifications: the school's notices, and what schedules, messages and the help center announce (document 3 section 7). */

/** What a notification is about; each kind has its own channels in the recipient's settings. */
export const NOTIFICATION_KINDS = ['notification', 'schedule', 'message', 'help_center'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** listType of POST /notifications: one classroom, several classrooms, the educators of the school. */
export const NOTIFICATION_LIST_TYPES = { classroom: 1, classrooms: 2, educators: 3 } as const;

export const NOTIFICATION_MESSAGES = {
  created: 'Notificação enviada com sucesso!',
  archived: 'Notificação arquivada.',
  deleted: 'Notificação excluída.',
  settingsSaved: 'Preferências de notificação salvas.',
  subscribed: 'Notificações no navegador ativadas.',
  titleRequired: 'Informe o título da notificação.',
  titleTooLong: 'O título pode ter até 120 caracteres.',
  bodyRequired: 'Escreva a mensagem da notificação.',
  bodyTooLong: 'A mensagem pode ter até 2.000 caracteres.',
  listTypeInvalid: 'Escolha para quem enviar: uma turma, várias turmas ou os educadores.',
  classroomRequired: 'Escolha uma turma.',
  classroomsRequired: 'Escolha ao menos uma turma.',
  classroomForeign: 'Você só pode notificar turmas da sua escola.',
  schoolRequired: 'Você não está vinculado a nenhuma escola.',
  notFound: 'Notificação não encontrada.',
  linkInvalid: 'Informe um link da plataforma ou um endereço https.',
  quietHoursInvalid: 'Informe o horário de silêncio no formato HH:MM.',
  subscriptionInvalid: 'Inscrição de notificações inválida.',
  ticketInvalid: 'Acesso às notificações expirado. Recarregue a página.',
} as const;

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 2000;

const notificationId = z.uuid({ error: NOTIFICATION_MESSAGES.notFound });

/** The text fields of the multipart POST /notifications (the image is the optional file `image`). */
export const notificationCreateSchema = z
  .object({
    title: z
      .string({ error: NOTIFICATION_MESSAGES.titleRequired })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.titleRequired)
      .max(NOTIFICATION_TITLE_MAX, NOTIFICATION_MESSAGES.titleTooLong),
    body: z
      .string({ error: NOTIFICATION_MESSAGES.bodyRequired })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.bodyRequired)
      .max(NOTIFICATION_BODY_MAX, NOTIFICATION_MESSAGES.bodyTooLong),
    listType: z.coerce
      .number({ error: NOTIFICATION_MESSAGES.listTypeInvalid })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: NOTIFICATION_MESSAGES.listTypeInvalid })),
    /** Comma-separated classroom ids (multipart fields are text); one for listType 1, one or more for 2. */
    classroom_ids: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.uuid({ error: NOTIFICATION_MESSAGES.classroomForeign })).max(200)),
    /** Opened when the notification is clicked: a path of the app or an https address. */
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[^/\\]|https:\/\/)/, NOTIFICATION_MESSAGES.linkInvalid)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.listType === 1 && value.classroom_ids.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['classroom_ids'], message: NOTIFICATION_MESSAGES.classroomRequired });
    }
    if (value.listType === 2 && value.classroom_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['classroom_ids'], message: NOTIFICATION_MESSAGES.classroomsRequired });
    }
  });
export type NotificationCreate = z.infer<typeof notificationCreateSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  image_url: z.string().nullable(),
  sender_name: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PER_PAGE = 20;
export const notificationsQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsResponseSchema>;

export const notificationAmountSchema = z.object({ amount: z.number().int() });
export const notificationIdQuerySchema = z.object({ id: notificationId });
export const notificationIdBodySchema = z.object({ id: notificationId });

/** What the sender sent: the audience and how many recipients read it. */
export const deliveredNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  list_type: z.number().int().nullable(),
  audience: z.array(z.string()),
  created_at: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
});
export type DeliveredNotification = z.infer<typeof deliveredNotificationSchema>;
export const deliveredResponseSchema = z.object({
  notifications: z.array(deliveredNotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const deliveredQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** A classroom the caller may notify, for the composer. */
export const notifiableClassroomSchema = z.object({ id: z.string(), name: z.string(), school_name: z.string() });
export const notifiableClassroomsSchema = z.object({ classrooms: z.array(notifiableClassroomSchema) });

export const notificationCreatedSchema = z.object({ id: z.string(), message: z.string() });

/** The browser's PushSubscription.toJSON(). */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ error: NOTIFICATION_MESSAGES.subscriptionInvalid }).max(1000),
  keys: z.object({
    p256dh: z.string({ error: NOTIFICATION_MESSAGES.subscriptionInvalid }).min(1).max(200),
    auth: z.string({ error: NOTIFICATION_MESSAGES.subscriptionInvalid }).min(1).max(100),
  }),
});
export const webPushKeySchema = z.object({ public_key: z.string() });

const channels = z.object({ push: z.boolean(), email: z.boolean() });
const quietTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_MESSAGES.quietHoursInvalid)
  .nullable();

/**
 * A recipient's choices: in-app notifications are always kept (the bell); push and e-mail per
 * kind; no push nor e-mail between quiet_start and quiet_end (São Paulo time; they are sent when the quiet hours end).
 */
export const notificationSettingsSchema = z.object({
  channels: z.object({
    notification: channels,
    schedule: channels,
    message: channels,
    help_center: channels,
  }),
  quiet_start: quietTime,
  quiet_end: quietTime,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  channels: {
    notification: { push: true, email: false },
    schedule: { push: true, email: true },
    message: { push: true, email: false },
    help_center: { push: false, email: true },
  },
  quiet_start: null,
  quiet_end: null,
};

export const streamTicketSchema = z.object({ ticket: z.string() });
export const streamQuerySchema = z.object({ ticket: z.string().max(100) });

/** The event the live badge stream sends: the unread amount. */
export interface UnreadEvent {
  amount: number;
}
