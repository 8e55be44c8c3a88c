import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { type MultipartPart, multipart } from '../../../test/multipart.ts';
import { buildPlatform, buildSchool, buildUser, type PlatformRow, type UserRow } from '../../../test/tenant.fixture.ts';
import { DOCX, HTML, JPEG, MP3, PDF, PNG, padded, SVG, TEXT } from '../../platform/storage/test-samples.ts';

let ctx: TestContext;
let platform: PlatformRow;
let ana: UserRow;
let anaToken: string;
let biaToken: string;
let carlaToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await buildPlatform(ctx.db);
  const school = await buildSchool(ctx.db, platform);
  ana = await buildUser(ctx.db, platform, 'school_student', { username: 'ana', schoolId: school.id });
  await buildUser(ctx.db, platform, 'school_student', { username: 'bia', schoolId: school.id });
  const other = await buildPlatform(ctx.db);
  await buildUser(ctx.db, other, 'school_student', {
    username: 'carla',
    schoolId: (await buildSchool(ctx.db, other)).id,
  });
  anaToken = await signIn(ctx.app, platform.slug, 'ana');
  biaToken = await signIn(ctx.app, platform.slug, 'bia');
  carlaToken = await signIn(ctx.app, other.slug, 'carla');
});
afterAll(() => ctx.close());

const upload = (token: string, parts: MultipartPart[], url = '/api/storage/storage/upload') => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });
};
const file = (filename: string, content: Buffer): MultipartPart => ({ name: 'file', filename, content });
const get = (token: string, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/storage/storage/get?${query}`, headers: bearer(token) });
const list = async (token: string, dir = '') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/list?dir=${encodeURIComponent(dir)}`,
      headers: bearer(token),
    })
  ).json<{ files: { key: string }[] }>().files;
const keyQuery = (key: string) => `key=${encodeURIComponent(key)}`;
const copy = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/storage/storage/copy', headers: bearer(token), payload });
const REFUSED_TYPE =
  'Tipo de arquivo não permitido. Formatos aceitos: png, jpg, jpeg, mp3, mpeg, pdf, docx, xlsx, pptx, odt, txt.';

describe('POST /api/storage/storage/upload', () => {
  it('stores a file in the caller’s own folder and answers key, url and size', async () => {
    const response = await upload(anaToken, [file('Minha foto.png', PNG)]);
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({
      size: PNG.length,
      file_name: 'Minha foto.png',
      content_type: 'image/png',
      category: 'image',
      owner_id: ana.id,
    });
    expect(stored.key).toMatch(new RegExp(`^${platform.id}/users/${ana.id}/[0-9a-f]{12}-Minha-foto\\.png$`));
    expect(stored.url).toMatch(new RegExp(`^/api/storage/files/${stored.key}\\?expires=\\d+&signature=[\\w-]{43}$`));

    const bytes = await ctx.app.inject({ method: 'GET', url: stored.url, headers: bearer(anaToken) });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.headers['content-disposition']).toMatch(/^inline; /);

    const meta = await get(anaToken, `${keyQuery(stored.key)}&meta=true`);
    expect(meta.json()).toEqual(stored);
    expect((await get(anaToken, `key=${stored.id}&meta=true`)).json()).toEqual(stored);
  });

  it('stores into a named folder, given relative to the platform or in full', async () => {
    const relative = await upload(anaToken, [{ name: 'key', value: `users/${ana.id}/fotos` }, file('a.jpg', JPEG)]);
    expect(relative.json().key).toMatch(new RegExp(`^${platform.id}/users/${ana.id}/fotos/[0-9a-f]{12}-a\\.jpg$`));
    const full = await upload(anaToken, [
      { name: 'key', value: `${platform.id}/users/${ana.id}/audios` },
      file('aula.mp3', MP3),
    ]);
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ content_type: 'audio/mpeg', category: 'audio' });
    expect(full.json().key).toContain(`/users/${ana.id}/audios/`);
  });

  it('accepts documents, and never serves one that is not an image, audio, pdf or text inline', async () => {
    const docx = (await upload(anaToken, [file('redação.docx', DOCX)])).json();
    expect(docx.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const served = await get(anaToken, keyQuery(docx.key));
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="redacao.docx"/);
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''reda%C3%A7%C3%A3o.docx");
    const text = (await upload(anaToken, [file('lista.txt', TEXT)])).json();
    expect((await get(anaToken, keyQuery(text.key))).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await upload(anaToken, [file('prova.pdf', PDF)])).statusCode).toBe(201);
  });

  it('refuses a file whose content is not what its name says, or not an accepted kind, and stores nothing', async () => {
    const before = await list(anaToken);
    for (const [name, content] of [
      ['musica.mp3', PNG],
      ['foto.png', HTML],
      ['pagina.txt', HTML],
      ['pagina.html', HTML],
      ['desenho.svg', SVG],
      ['desenho.png', SVG],
    ] as const) {
      const response = await upload(anaToken, [file(name, content)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(REFUSED_TYPE);
    }
    expect(await list(anaToken)).toEqual(before);
  });

  it('stops reading a file past its kind’s limit and answers 413, storing nothing', async () => {
    const before = await list(anaToken);
    const image = await upload(anaToken, [file('grande.png', padded(PNG, 5 * 1024 * 1024 + 1))]);
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('O arquivo excede o tamanho máximo permitido. Tamanho máximo: 5 MB.');
    const document = await upload(anaToken, [file('grande.pdf', padded(PDF, 20 * 1024 * 1024 + 1))]);
    expect(document.statusCode).toBe(413);
    expect(document.json().message).toBe('O arquivo excede o tamanho máximo permitido. Tamanho máximo: 20 MB.');
    expect(await list(anaToken)).toEqual(before);
    const audio = await upload(anaToken, [file('longo.mp3', padded(MP3, 6 * 1024 * 1024))]);
    expect(audio.statusCode).toBe(201);
  });

  it('refuses more than one file with the single upload’s own message, and stores nothing', async () => {
    const before = await list(anaToken);
    for (const count of [2, 3]) {
      const response = await upload(
        anaToken,
        Array.from({ length: count }, (_, index) => file(`${index}.png`, PNG)),
      );
      expect(response.statusCode, `${count}`).toBe(400);
      expect(response.json().message, `${count}`).toBe('Envie um arquivo por vez.');
    }
    expect(await list(anaToken)).toEqual(before);
  });

  it('answers 400 without a file or without multipart', async () => {
    const none = await upload(anaToken, [{ name: 'key', value: `users/${ana.id}` }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Selecione um arquivo para enviar.');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      headers: bearer(anaToken),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 400, and stores nothing, for a body cut short or without a boundary', async () => {
    const before = await list(anaToken);
    const boundary = 'corte';
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/upload',
      headers: { ...bearer(anaToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nolá`,
    });
    expect(cut.statusCode).toBe(400);
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/upload/multiple',
      headers: { ...bearer(anaToken), 'content-type': 'multipart/form-data' },
      payload: 'olá',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await list(anaToken)).toEqual(before);
  });

  it('refuses folders of other users, unknown namespaces, bad keys and other platforms', async () => {
    const bia = await upload(biaToken, [{ name: 'key', value: `users/${ana.id}` }, file('a.png', PNG)]);
    expect(bia.statusCode).toBe(403);
    const unknown = await upload(anaToken, [{ name: 'key', value: 'segredos' }, file('a.png', PNG)]);
    expect(unknown.statusCode).toBe(403);
    const traversal = await upload(anaToken, [{ name: 'key', value: `users/${ana.id}/../x` }, file('a.png', PNG)]);
    expect(traversal.statusCode).toBe(400);
    const carla = await upload(carlaToken, [
      { name: 'key', value: `${platform.id}/users/${ana.id}` },
      file('a.png', PNG),
    ]);
    expect(carla.statusCode).toBe(403);
  });
});

describe('reading, listing, copying and deleting', () => {
  let stored: { id: string; key: string; url: string };
  beforeAll(async () => {
    stored = (await upload(anaToken, [{ name: 'key', value: `users/${ana.id}/privado` }, file('b.png', PNG)])).json();
  });

  it('hides a user’s file from another user of the same platform', async () => {
    expect((await get(biaToken, keyQuery(stored.key))).statusCode).toBe(404);
    expect((await get(biaToken, `key=${stored.id}&meta=true`)).statusCode).toBe(404);
    expect(await list(biaToken, `users/${ana.id}`)).toEqual([]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/storage/storage/download?url=${encodeURIComponent(stored.url)}`,
      headers: bearer(biaToken),
    });
    expect(download.statusCode).toBe(404);
  });

  it('refuses a key of another platform and does not find its ids', async () => {
    const byKey = await get(carlaToken, keyQuery(stored.key));
    expect(byKey.statusCode).toBe(403);
    expect((await get(carlaToken, `key=${stored.id}`)).statusCode).toBe(404);
    expect((await get(anaToken, 'key=..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('lists the caller’s folder, by default their own', async () => {
    const keys = (await list(anaToken)).map((entry) => entry.key);
    expect(keys).toContain(stored.key);
    expect(keys.every((key) => key.startsWith(`${platform.id}/users/${ana.id}/`))).toBe(true);
    expect((await list(anaToken, `users/${ana.id}/privado`)).map((entry) => entry.key)).toEqual([stored.key]);
  });

  it('downloads as an attachment, by the url upload returned or by key', async () => {
    for (const query of [`url=${encodeURIComponent(stored.url)}`, keyQuery(stored.key)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/storage/storage/download?${query}`,
        headers: bearer(anaToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="b.png"; filename*=UTF-8''b.png`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: '/api/storage/storage/download?url=https%3A%2F%2Fexample.com%2Fa.png',
      headers: bearer(anaToken),
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('copies a readable file under a new name, into a folder the caller may write', async () => {
    const response = await copy(anaToken, { key: stored.key, name: 'Cópia da foto' });
    expect(response.statusCode).toBe(201);
    const copied = response.json();
    expect(copied.key).toMatch(new RegExp(`^${platform.id}/users/${ana.id}/privado/[0-9a-f]{12}-Copia-da-foto\\.png$`));
    expect(copied).toMatchObject({ file_name: 'Cópia da foto', size: PNG.length, owner_id: ana.id });
    expect((await get(anaToken, keyQuery(copied.key))).rawPayload.equals(PNG)).toBe(true);
    expect((await copy(biaToken, { key: stored.key, name: 'roubada' })).statusCode).toBe(404);
    expect((await copy(anaToken, { key: stored.key, name: 'x', dir: 'segredos' })).statusCode).toBe(403);
  });

  it('refuses a copy named with an extension its content does not allow, as upload does, and stores nothing', async () => {
    const folder = `users/${ana.id}/entrega`;
    const into = (name: string, content: Buffer) =>
      upload(anaToken, [{ name: 'key', value: folder }, file(name, content)]);
    // A real PNG with a page appended: accepted as the image it is, never to be served as the page.
    const polyglot = (await into('trabalho.png', Buffer.concat([PNG, HTML]))).json();
    const text = (await into('lista.txt', TEXT)).json();
    const before = await list(anaToken, folder);
    for (const [key, name] of [
      [polyglot.key, 'trabalho.html'],
      [polyglot.key, 'trabalho.svg'],
      [polyglot.key, 'trabalho.mp3'],
      [polyglot.key, '../trabalho.html'],
      [text.key, 'trabalho.bat'],
      [text.key, 'trabalho.html'],
      [text.key, 'trabalho.png'],
    ] as const) {
      const response = await copy(anaToken, { key, name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(REFUSED_TYPE);
    }
    expect(await list(anaToken, folder)).toEqual(before);

    for (const [key, name, extension] of [
      [polyglot.key, 'trabalho final.PNG', 'png'],
      [text.key, 'lista nova.txt', 'txt'],
      [text.key, 'lista nova', 'txt'],
    ] as const) {
      const response = await copy(anaToken, { key, name });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().key, name).toMatch(new RegExp(`\\.${extension}$`));
    }
  });

  it('cleans a copy’s name as upload cleans a file’s name: no control characters, no path', async () => {
    for (const [name, shown] of [
      ['a\u0001b\u007f.png', 'ab.png'],
      ['../../x', 'x'],
      ['..\\..\\y.png', 'y.png'],
      ['pasta/', 'arquivo.png'],
      // Upload keeps other characters as given; the download header escapes what it must.
      ['<script>.png', '<script>.png'],
    ] as const) {
      const response = await copy(anaToken, { key: stored.key, name });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().file_name, name).toBe(shown);
      expect(response.json().key, name).toMatch(
        new RegExp(`^${platform.id}/users/${ana.id}/privado/[0-9a-f]{12}-[\\w-]+\\.png$`),
      );
    }
  });

  it('answers 400 to a folder named after a stored file, or inside one, for an upload or a copy', async () => {
    const before = await list(anaToken, `users/${ana.id}/privado`);
    for (const folder of [stored.key, `${stored.key}/dentro`]) {
      expect((await upload(anaToken, [{ name: 'key', value: folder }, file('c.png', PNG)])).statusCode, folder).toBe(
        400,
      );
      const copied = await ctx.app.inject({
        method: 'POST',
        url: '/api/storage/storage/copy',
        headers: bearer(anaToken),
        payload: { key: stored.key, name: 'c', dir: folder },
      });
      expect(copied.statusCode, folder).toBe(400);
    }
    expect(await list(anaToken, `users/${ana.id}/privado`)).toEqual(before);
  });

  it('answers 400 to a folder so deep that no file name fits in it, for an upload or a copy', async () => {
    const own = `users/${ana.id}`;
    const deep = `${own}/${'pasta/'.repeat(Math.floor((900 - 37 - own.length - 1) / 6))}`.replace(/\/$/, '');
    expect((await upload(anaToken, [{ name: 'key', value: deep }, file('c.png', PNG)])).statusCode).toBe(400);
    const copied = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/storage/copy',
      headers: bearer(anaToken),
      payload: { key: stored.key, name: 'c', dir: deep },
    });
    expect(copied.statusCode).toBe(400);
    expect(await list(anaToken, deep)).toEqual([]);
  });

  it('lets only the owner delete, and the bytes go with the record', async () => {
    const remove = (token: string, key: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/storage/storage/delete',
        headers: bearer(token),
        payload: { key },
      });
    expect((await remove(biaToken, stored.key)).statusCode).toBe(404);
    expect((await remove(carlaToken, stored.key)).statusCode).toBe(403);
    expect((await remove(anaToken, stored.key)).statusCode).toBe(204);
    expect((await get(anaToken, keyQuery(stored.key))).statusCode).toBe(404);
    expect((await remove(anaToken, stored.key)).statusCode).toBe(404);
  });
});

describe('POST /api/storage/upload/multiple', () => {
  const url = '/api/storage/upload/multiple';

  it('stores several files at once', async () => {
    const response = await upload(anaToken, [file('a.png', PNG), file('b.mp3', MP3), file('c.pdf', PDF)], url);
    expect(response.statusCode).toBe(201);
    expect(response.json().files.map((f: { category: string }) => f.category)).toEqual(['image', 'audio', 'document']);
  });

  it('stores none when one of them is refused, and at most ten at a time', async () => {
    const before = await list(anaToken);
    expect((await upload(anaToken, [file('a.png', PNG), file('b.png', HTML)], url)).statusCode).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, PNG));
    const tooMany = await upload(anaToken, eleven, url);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Envie no máximo 10 arquivos de uma vez.');
    expect(await list(anaToken)).toEqual(before);
  });

  it('stops reading past 50 MB in all, and at the first bytes of a kind never accepted', async () => {
    const before = await list(anaToken);
    const documents = [1, 2, 3].map((n) => file(`${n}.pdf`, padded(PDF, 18 * 1024 * 1024)));
    const tooMuch = await upload(anaToken, documents, url);
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().message).toBe('O arquivo excede o tamanho máximo permitido. Tamanho máximo do envio: 50 MB.');
    const gif = padded(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000', 'latin1'), 30 * 1024 * 1024);
    const refused = await upload(anaToken, [file('animacao.gif', gif)], url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Tipo de arquivo não permitido\./);
    expect(await list(anaToken)).toEqual(before);
  });
});
