import { CONSENT_MESSAGES, NOTIFICATION_MESSAGES } from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { type Mailbox, startMailbox } from '../../../test/mailbox.ts';
import { type PushService, startPushService } from '../../../test/push-service.ts';
import { buildPlatform, buildUser, type PlatformRow, type UserRow } from '../../../test/tenant.fixture.ts';
import { decideConsent } from '../privacy/consent.fixture.ts';
import { createNotifier } from './notifications.service.ts';
import { webPushSubscriptions } from './notifications.tables.ts';

let ctx: TestContext;
let platform: PlatformRow;
let pushService: PushService;
let mailbox: Mailbox;
let guardian: UserRow;
let token: string;
let publicKey: string;

const settings = (overrides: object = {}) => ({
  channels: {
    notification: { push: true, email: true },
    schedule: { push: true, email: true },
    message: { push: false, email: false },
    help_center: { push: false, email: true },
  },
  quiet_start: null,
  quiet_end: null,
  ...overrides,
});
const saveSettings = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/notifications/settings', headers: bearer(token), payload });

async function notify(kind: 'schedule' | 'message' | 'help_center', title: string, to: UserRow = guardian) {
  await createNotifier(ctx.app.jobs).notify(ctx.db, {
    platformId: platform.id,
    userIds: [to.id],
    kind,
    title,
    body: 'Corpo da notificação.',
    link: `/${platform.slug}/responsavel`,
  });
  await ctx.app.jobs.idle();
}

beforeAll(async () => {
  pushService = await startPushService();
  mailbox = await startMailbox();
  ctx = await createTestContext({ SMTP_URL: mailbox.url });
  // 2026-03-02T12:00Z is 09:00 in São Paulo.
  platform = await buildPlatform(ctx.db);
  guardian = await buildUser(ctx.db, platform, 'guardian', { username: 'mae', email: 'mae@exemplo.com.br' });
  token = await signIn(ctx.app, platform.slug, 'mae');
  publicKey = (await ctx.app.inject({ method: 'GET', url: '/api/webpush/public_key', headers: bearer(token) })).json()
    .public_key;
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
  await mailbox.close();
});

describe('web push', () => {
  it('keeps the VAPID keys generated at first start in the data directory', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/webpush/public_key' })).statusCode).toBe(498);
  });

  it('hands a notification to the push service of each subscribed browser, as the settings allow', async () => {
    const browser = await pushService.subscribe(publicKey);
    const subscribe = await ctx.app.inject({
      method: 'POST',
      url: '/api/webpush/subscriptions/create',
      headers: bearer(token),
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(subscribe.json().message).toBe(NOTIFICATION_MESSAGES.subscribed);
    await saveSettings(settings());

    await notify('schedule', 'Passeio ao museu');
    const [message] = await pushService.messages(browser.clientHash);
    expect(JSON.parse(message as string)).toMatchObject({
      title: 'Passeio ao museu',
      url: `/${platform.slug}/responsavel`,
    });

    // Messages are off for push in these settings.
    await notify('message', 'Mensagem da professora');
    expect(await pushService.messages(browser.clientHash)).toHaveLength(1);
  });

  it('drops a subscription the push service says has ended', async () => {
    const browser = await pushService.subscribe(publicKey);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/webpush/subscriptions/create',
      headers: bearer(token),
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    await pushService.expire(browser.clientHash);
    await notify('schedule', 'Reunião de pais');
    const left = await ctx.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, browser.endpoint));
    expect(left).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webpush/subscriptions/create',
      headers: bearer(token),
      payload: { endpoint: 'não é endereço', keys: {} },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('web push to a child (the push_notifications consent)', () => {
  it('refuses to keep a child’s browser without the consent, and stops pushing once it is withdrawn', async () => {
    const child = await buildUser(ctx.db, platform, 'school_student', { username: 'filho' });
    const childToken = await signIn(ctx.app, platform.slug, 'filho');
    const browser = await pushService.subscribe(publicKey);
    const subscribe = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webpush/subscriptions/create',
        headers: bearer(childToken),
        payload: { endpoint: browser.endpoint, keys: browser.keys },
      });
    const refused = await subscribe();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONSENT_MESSAGES.pushWithoutConsent);
    expect(await ctx.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.user_id, child.id))).toEqual(
      [],
    );

    await decideConsent(ctx.db, platform.id, child.id, 'push_notifications');
    expect((await subscribe()).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: bearer(childToken),
      payload: settings(),
    });
    await notify('schedule', 'Prova de frações', child);
    expect(await pushService.messages(browser.clientHash)).toHaveLength(1);

    await decideConsent(ctx.db, platform.id, child.id, 'push_notifications', false);
    await notify('schedule', 'Feira de ciências', child);
    expect(await pushService.messages(browser.clientHash)).toHaveLength(1);
    // In-app notifications still arrive.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(childToken) });
    expect(list.json().notifications[0].title).toBe('Feira de ciências');
  });
});

describe('e-mail', () => {
  it('mails the kinds the user chose through the SMTP server', async () => {
    await saveSettings(settings());
    const before = mailbox.mails.length;
    await notify('help_center', 'Seu chamado foi respondido');
    const mail = mailbox.lastTo('mae@exemplo.com.br');
    expect(mailbox.mails.length).toBe(before + 1);
    expect(mail?.subject).toBe('Seu chamado foi respondido');
    expect(mail?.text).toContain(`http://ava.teste/${platform.slug}/responsavel`);
    await notify('message', 'Sem e-mail');
    expect(mailbox.mails.length).toBe(before + 1);
  });

  it('holds push and e-mail through the quiet hours (the in-app notification arrives at once)', async () => {
    // 09:00 in São Paulo is inside 08:00-10:00.
    await saveSettings(settings({ quiet_start: '08:00', quiet_end: '10:00' }));
    const before = mailbox.mails.length;
    await notify('schedule', 'Aviso em silêncio');
    expect(mailbox.mails.length).toBe(before);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(list.json().notifications[0].title).toBe('Aviso em silêncio');
  });
});
