import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { categoryOf, fileProblem, imageUploader } from './file-upload.ts';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('file checks before upload', () => {
  it('accepts images up to 5 MB and audio up to 10 MB', () => {
    expect(fileProblem(fileOf('foto.png', 'image/png', 5 * MB), ['image', 'audio'])).toBeNull();
    expect(fileProblem(fileOf('som.mp3', 'audio/mpeg', 10 * MB), ['image', 'audio'])).toBeNull();
  });

  it('refuses larger files with the size limit in the message', () => {
    expect(fileProblem(fileOf('foto.jpg', 'image/jpeg', 5 * MB + 1), ['image'])).toMatch(/5 MB/);
    expect(fileProblem(fileOf('som.mp3', 'audio/mpeg', 10 * MB + 1), ['audio'])).toMatch(/10 MB/);
  });

  it('refuses types that are not allowed, naming the accepted formats', () => {
    expect(fileProblem(fileOf('pagina.html', 'text/html', 10), ['image'])).toMatch(/png, jpg, jpeg/);
    expect(categoryOf(fileOf('foto.gif', 'image/gif', 10), ['image'])).toBeNull();
  });
});

describe('imageUploader', () => {
  it('sends a forum image to the forum’s folder as "imagem", keeping only its extension', async () => {
    const sent: FormData[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/storage/storage/upload') return undefined;
      sent.push(init.body as FormData);
      return jsonResponse(201, { url: '/api/storage/files/x.png?expires=1&signature=s' });
    });
    const upload = imageUploader('forum/atividade-1', { hideName: true });
    expect(await upload(fileOf('Foto da Ana Souza.png', 'image/png', 10))).toBe(
      '/api/storage/files/x.png?expires=1&signature=s',
    );
    expect(sent[0]?.get('key')).toBe('forum/atividade-1');
    expect((sent[0]?.get('file') as File | undefined)?.name).toBe('imagem.png');
  });
});
