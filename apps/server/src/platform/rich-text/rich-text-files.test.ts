import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth-context.ts';
import { createRichTextFiles, MAX_FILES_PER_TEXT, type RichTextFileAccess } from './rich-text-files.ts';

const author = { userId: 'u1', platformId: 'p1' } as AuthContext;
const MINE = 'p1/users/u1/a1-foto.png';
const THEIRS = 'p1/users/u2/b2-foto.png';

function fakeStorage(readable: ReadonlySet<string>) {
  const asked: string[][] = [];
  const access: RichTextFileAccess = {
    keyOfUrl: (url) => new URL(url, 'http://x').searchParams.get('key') ?? url.match(/\/files\/([^?]+)/)?.[1] ?? null,
    async readableKeys(_user, named) {
      asked.push([...named]);
      const full = (name: string) => (name.startsWith('p1/') ? name : `p1/${name}`);
      return new Map(named.filter((name) => readable.has(full(name))).map((name) => [name, full(name)]));
    },
    signedUrl: (key) => `/api/storage/files/${key}?expires=99&signature=sig`,
  };
  return { access, asked };
}

describe('rich text with stored files', () => {
  it('stores a readable file as its key and reads it back as a signed url', async () => {
    const { access, asked } = fakeStorage(new Set([MINE]));
    const files = createRichTextFiles(access);
    const stored = await files.forStorage(
      author,
      `<p>Veja <img src="/api/storage/files/${MINE}?expires=1&amp;signature=old" alt="foto" /></p>`,
    );
    expect(stored).toBe(`<p>Veja <img alt="foto" data-objectkey="${MINE}" /></p>`);
    expect(asked).toEqual([[MINE]]);
    expect(files.forReader(stored)).toBe(
      `<p>Veja <img alt="foto" src="/api/storage/files/${MINE}?expires=99&amp;signature=sig" /></p>`,
    );
  });

  it('drops images and audio from other sites from a student’s text, not from an educator’s', async () => {
    const files = createRichTextFiles(fakeStorage(new Set([MINE])).access);
    const html = `<p>Oi</p><img src="https://rastreio.example/p.gif?aluno=42" /><audio controls src="https://x.example/a.mp3"></audio><img src="/api/storage/files/${MINE}?expires=1" />`;
    const student = { ...author, role: 'school_student' } as AuthContext;
    expect(await files.forStorage(student, html)).toBe(`<p>Oi</p><img data-objectkey="${MINE}" />`);
    const teacher = { ...author, role: 'school_teacher' } as AuthContext;
    expect(await files.forStorage(teacher, html)).toContain('<img src="https://rastreio.example/p.gif?aluno=42" />');
  });

  it('keeps the full key of a stored url naming it relative to the platform', async () => {
    const files = createRichTextFiles(fakeStorage(new Set([MINE])).access);
    const stored = await files.forStorage(
      author,
      '<img src="/api/storage/storage/get?key=users%2Fu1%2Fa1-foto.png" />',
    );
    expect(stored).toBe(`<img data-objectkey="${MINE}" />`);
  });

  it('drops a file its author may not read, whether named by url or by placeholder', async () => {
    const files = createRichTextFiles(fakeStorage(new Set([MINE])).access);
    const html = [
      `<p>a<img data-objectkey="${THEIRS}" /></p>`,
      `<audio src="/api/storage/files/${THEIRS}?expires=1&amp;signature=s"></audio>`,
      `<img objectkey="${THEIRS}" src="https://cdn.example.com/x.png" />`,
      `<img src="/api/storage/files/${MINE}?expires=1&amp;signature=s" />`,
    ].join('');
    expect(await files.forStorage(author, html)).toBe(`<p>a</p><img data-objectkey="${MINE}" />`);
  });

  it('checks at most MAX_FILES_PER_TEXT files of one text and drops the rest', async () => {
    const keys = Array.from({ length: MAX_FILES_PER_TEXT + 5 }, (_, i) => `p1/users/u1/f${i}.png`);
    const { access, asked } = fakeStorage(new Set(keys));
    const stored = await createRichTextFiles(access).forStorage(
      author,
      keys.map((key) => `<img data-objectkey="${key}" />`).join(''),
    );
    expect(asked[0]).toHaveLength(MAX_FILES_PER_TEXT);
    expect(stored.match(/<img/g)).toHaveLength(MAX_FILES_PER_TEXT);
  });

  it('makes no access check for text without stored files, and resolves links and audio', async () => {
    const { access, asked } = fakeStorage(new Set([MINE]));
    const files = createRichTextFiles(access);
    const plain = '<p><img src="https://cdn.example.com/x.png" /><a href="https://x.com">x</a></p>';
    expect(await files.forStorage(author, plain)).toBe(
      '<p><img src="https://cdn.example.com/x.png" /><a href="https://x.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(asked).toEqual([]);
    expect(
      files.forReader(
        `<audio controls data-objectkey="${MINE}"></audio><a data-objectkey="${MINE}" target="_blank">ficha</a>`,
      ),
    ).toBe(
      `<audio controls src="/api/storage/files/${MINE}?expires=99&amp;signature=sig"></audio>` +
        `<a href="/api/storage/files/${MINE}?expires=99&amp;signature=sig" target="_blank">ficha</a>`,
    );
  });

  it('leaves text alone when reading, even text that looks like a placeholder', () => {
    const files = createRichTextFiles(fakeStorage(new Set()).access);
    const text = '<p>data-objectkey="x" &lt;img data-objectkey="y"&gt;</p>';
    expect(files.forReader(text)).toBe(text);
    expect(files.forReader('<img data-objectkey="../etc/passwd" />')).toBe('<img data-objectkey="../etc/passwd" />');
  });
});
