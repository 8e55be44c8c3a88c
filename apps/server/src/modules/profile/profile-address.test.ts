import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildPlatform, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';

/** A ViaCEP- and IBGE-shaped service on a local port, counting the calls it gets. */
let lookups: Server;
let calls = 0;
let ctx: TestContext;
let down: TestContext;
let ana: string;
let foreign: string;

function startLookups(): Promise<string> {
  lookups = createServer((request, response) => {
    calls++;
    const url = request.url ?? '';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url === '/ws/01001000/json/') {
      return json(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      });
    }
    if (url === '/ws/99999999/json/') return json(200, { erro: 'true' });
    if (url === '/ws/88888888/json/') return json(500, { message: 'falhou' });
    if (url === '/localidades/estados/AC/municipios')
      return json(200, [{ nome: 'Rio Branco' }, { nome: 'Acrelândia' }]);
    return json(404, {});
  });
  return new Promise((resolve) =>
    lookups.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(lookups.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  const base = await startLookups();
  ctx = await createTestContext({ POSTAL_CODE_URL: `${base}/ws`, LOCATIONS_URL: `${base}/localidades` });
  down = await createTestContext();
  const platform = await buildPlatform(ctx.db);
  await buildUser(ctx.db, platform, 'school_student', {
    username: 'ana',
    schoolId: (await buildSchool(ctx.db, platform)).id,
  });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_student', { username: 'ze' });
  [ana, foreign] = await Promise.all([signIn(ctx.app, platform.slug, 'ana'), signIn(ctx.app, other.slug, 'ze')]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), down.close()]);
  lookups.close();
});

describe('postal-code, state and city lookups', () => {
  it('answers the address of a postal code without a session, asking the provider once', async () => {
    const before = calls;
    for (const code of ['01001-000', '01001000']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/postal-code/${code}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        zipcode: '01001000',
        street: 'Praça da Sé',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      });
    }
    expect(calls - before).toBe(1);
  });

  it("answers 'Erro ao buscar endereço' for a code the provider flags, or when it fails", async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/postal-code/99999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Erro ao buscar endereço' });
    const failing = await ctx.app.inject({ method: 'GET', url: '/api/postal-code/88888888' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ message: 'Erro ao buscar endereço' });
    const unreachable = await down.app.inject({ method: 'GET', url: '/api/postal-code/01001000' });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json().message).toBe('Erro ao buscar endereço');
  });

  it('refuses malformed codes before asking anyone', async () => {
    const before = calls;
    for (const code of ['123', 'abcdefgh', '01001-0000', '..%2F..%2Fx']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/postal-code/${code}` })).statusCode).toBe(400);
    }
    expect(calls).toBe(before);
  });

  it('lists the 27 states and the cities of one, sorted', async () => {
    const states = (await ctx.app.inject({ method: 'GET', url: '/api/locations/states' })).json().states;
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ code: 'SP', name: 'São Paulo' });
    const cities = await ctx.app.inject({ method: 'GET', url: '/api/locations/cities/ac' });
    expect(cities.json()).toEqual({ cities: ['Acrelândia', 'Rio Branco'] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/locations/cities/XX' })).statusCode).toBe(400);
  });
});

describe('the caller’s address', () => {
  const save = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/profile/address', headers: bearer(token), payload });
  const info = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile/address_info', headers: bearer(token) })).json();
  const address = {
    zipcode: '01001-000',
    street: 'Praça da Sé',
    number: '100',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
  };

  it('starts empty, then keeps what the user saves, for that user only', async () => {
    expect(await info(ana)).toEqual({ address: null });
    const saved = await save(ana, address);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ address: { ...address, zipcode: '01001000', complement: '' } });
    await save(ana, { ...address, complement: 'apto 2' });
    expect((await info(ana)).address.complement).toBe('apto 2');
    expect(await info(foreign)).toEqual({ address: null });
  });

  it('refuses a bad state, a bad postal code or a missing street, changing nothing', async () => {
    const before = await info(ana);
    for (const bad of [
      { ...address, state: 'XX' },
      { ...address, zipcode: '123' },
      { ...address, street: '  ' },
    ]) {
      expect((await save(ana, bad)).statusCode).toBe(400);
    }
    expect(await info(ana)).toEqual(before);
  });
});
