import { describe, expect, it } from 'vitest';
import { categoryOf, fileProblem } from './file-upload.ts';

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
