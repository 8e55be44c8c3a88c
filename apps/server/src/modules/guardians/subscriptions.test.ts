import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, postLogin, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow, type UserRow } from '../../../test/tenant.fixture.ts';

/** A Stripe-shaped Checkout Sessions API on a local port. */
let stripe: Server;
const requests: { method: string; url: string; auth: string; body: URLSearchParams }[] = [];
let sessionState = { status: 'open', payment_status: 'unpaid', subscription: null as string | null };
let failing = false;

function startStripe(): Promise<string> {
  stripe = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        auth: request.headers.authorization ?? '',
        body: new URLSearchParams(raw),
      });
      response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
      if (failing) return response.end(JSON.stringify({ error: { message: 'boom' } }));
      if (request.method === 'POST') {
        return response.end(JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' }));
      }
      response.end(JSON.stringify({ id: 'cs_test_1', ...sessionState }));
    });
  });
  return new Promise((resolve) =>
    stripe.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(stripe.address() as AddressInfo).port}`)),
  );
}

let manual: TestContext;
let paid: TestContext;
let platform: PlatformRow;
let gui: UserRow;

const call = (context: TestContext, token: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  context.app.inject({ method, url: `/api/identity${url}`, headers: bearer(token), payload });

/** The subscription fields of a guardian's login answer. */
async function loginSubscription(context: TestContext, platformSlug: string, username: string) {
  const answer = await postLogin(context.app, platformSlug, username);
  expect(answer.statusCode, answer.body).toBe(200);
  const { subscription, subscription_status, subscription_stripe_id } = answer.json();
  return { subscription, subscription_status, subscription_stripe_id };
}

beforeAll(async () => {
  const stripeUrl = await startStripe();
  manual = await createTestContext();
  paid = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_API_URL: stripeUrl,
    STRIPE_PRICE_UNO: 'price_uno',
    STRIPE_PRICE_DUO: 'price_duo',
    STRIPE_PRICE_FAMILY: 'price_family',
  });
});
afterAll(async () => {
  await Promise.all([manual.close(), paid.close()]);
  stripe.close();
});

describe('manual payments completed by the back office', () => {
  let guiToken: string;
  let backOffice: string;
  let admin: string;
  let foreignBackOffice: string;

  beforeAll(async () => {
    platform = await buildPlatform(manual.db);
    const schoolId = (await buildSchool(manual.db, platform)).id;
    gui = await buildUser(manual.db, platform, 'guardian', { username: 'gui', schoolId });
    await buildUser(manual.db, platform, 'back_office', { username: 'bo', schoolId });
    await buildUser(manual.db, platform, 'school_admin', { username: 'adm', schoolId });
    const other = await buildPlatform(manual.db);
    await buildUser(manual.db, other, 'back_office', {
      username: 'bo',
      schoolId: (await buildSchool(manual.db, other)).id,
    });
    [guiToken, backOffice, admin, foreignBackOffice] = await Promise.all([
      signIn(manual.app, platform.slug, 'gui'),
      signIn(manual.app, platform.slug, 'bo'),
      signIn(manual.app, platform.slug, 'adm'),
      signIn(manual.app, other.slug, 'bo'),
    ]);
  });

  it('starts without a plan, listing the three plans', async () => {
    const status = (await call(manual, guiToken, 'GET', '/guardians/subscription_status')).json();
    expect(status).toEqual({
      plan: null,
      status: 'none',
      paid_at: null,
      dependents_used: 0,
      dependents_limit: 0,
      plans: [
        { id: 'uno', name: 'Uno', dependents: 1, monthly_price_cents: 1990 },
        { id: 'duo', name: 'Duo', dependents: 2, monthly_price_cents: 2990 },
        { id: 'family', name: 'Família', dependents: 5, monthly_price_cents: 4990 },
      ],
    });
  });

  it('gives a link back to the guardian screen and waits for the back office', async () => {
    const link = await call(manual, guiToken, 'GET', '/payments/generate_link?plan=duo');
    expect(link.json()).toEqual({
      url: `http://ava.teste/${platform.slug}/responsavel/dependentes?assinatura=pendente`,
    });
    expect((await call(manual, guiToken, 'GET', '/guardians/subscription_status')).json()).toMatchObject({
      plan: 'duo',
      status: 'pending',
      dependents_limit: 0,
    });
    expect((await call(manual, guiToken, 'GET', '/payments/generate_link?plan=gold')).statusCode).toBe(400);
  });

  it('lets only back office of the same platform mark it paid', async () => {
    const path = `/backoffice/guardians/${gui.id}/subscription`;
    expect((await call(manual, admin, 'PATCH', path, { plan: 'duo', status: 'active' })).statusCode).toBe(403);
    expect((await call(manual, guiToken, 'PATCH', path, { plan: 'duo', status: 'active' })).statusCode).toBe(403);
    const foreign = await call(manual, foreignBackOffice, 'PATCH', path, { plan: 'duo', status: 'active' });
    expect(foreign.statusCode).toBe(404);
    expect((await call(manual, backOffice, 'GET', '/guardians/fetch_students')).statusCode).toBe(403);

    const done = await call(manual, backOffice, 'PATCH', path, { plan: 'duo', status: 'active' });
    expect(done.json()).toMatchObject({ plan: 'duo', status: 'active', paid_at: expect.any(String) });
    expect((await call(manual, guiToken, 'GET', '/guardians/subscription_status')).json()).toMatchObject({
      status: 'active',
      dependents_limit: 2,
    });
    const again = await call(manual, guiToken, 'GET', '/payments/generate_link?plan=family');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Sua assinatura já está ativa.');
  });

  it('gives the plan and its status in the guardian’s login answer', async () => {
    expect(await loginSubscription(manual, platform.slug, 'gui')).toEqual({
      subscription: 'duo',
      subscription_status: 'active',
      subscription_stripe_id: null,
    });
  });
});

describe('Stripe checkout', () => {
  let token: string;
  let stripeSlug: string;

  beforeAll(async () => {
    const stripePlatform = await buildPlatform(paid.db);
    stripeSlug = stripePlatform.slug;
    await buildUser(paid.db, stripePlatform, 'guardian', {
      username: 'mae',
      schoolId: (await buildSchool(paid.db, stripePlatform)).id,
    });
    token = await signIn(paid.app, stripePlatform.slug, 'mae');
  });

  it('creates a subscription checkout session with the plan’s price and returns its url', async () => {
    const link = await call(paid, token, 'GET', '/payments/generate_link?plan=family');
    expect(link.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    const [created] = requests;
    expect(created).toMatchObject({ method: 'POST', url: '/v1/checkout/sessions', auth: 'Bearer sk_test_123' });
    expect(Object.fromEntries(created?.body ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_family',
      'line_items[0][quantity]': '1',
      'metadata[plan]': 'family',
    });
  });

  it('stays pending while the checkout is open, and becomes active once Stripe says it is paid', async () => {
    expect((await call(paid, token, 'GET', '/guardians/subscription_status')).json()).toMatchObject({
      plan: 'family',
      status: 'pending',
    });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/checkout/sessions/cs_test_1' });
    failing = true;
    expect((await call(paid, token, 'GET', '/guardians/subscription_status')).json().status).toBe('pending');
    failing = false;
    sessionState = { status: 'complete', payment_status: 'paid', subscription: 'sub_123' };
    expect((await call(paid, token, 'GET', '/guardians/subscription_status')).json()).toMatchObject({
      plan: 'family',
      status: 'active',
      dependents_limit: 5,
    });
    const asked = requests.length;
    await call(paid, token, 'GET', '/guardians/subscription_status');
    expect(requests.length).toBe(asked);
    expect(await loginSubscription(paid, stripeSlug, 'mae')).toEqual({
      subscription: 'family',
      subscription_status: 'active',
      subscription_stripe_id: 'sub_123',
    });
  });

  it('answers 503 with a message when Stripe fails, keeping what was there', async () => {
    const stripePlatform = await buildPlatform(paid.db);
    await buildUser(paid.db, stripePlatform, 'guardian', { username: 'pai' });
    const pai = await signIn(paid.app, stripePlatform.slug, 'pai');
    failing = true;
    const link = await call(paid, pai, 'GET', '/payments/generate_link?plan=uno');
    failing = false;
    expect(link.statusCode).toBe(503);
    expect(link.json().message).toBe('Não foi possível gerar o link de pagamento. Tente novamente.');
    expect((await call(paid, pai, 'GET', '/guardians/subscription_status')).json().status).toBe('none');
  });
});
