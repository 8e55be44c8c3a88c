import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-kinds.ts';
import { DOCX, HTML, JPEG, MP3, ODT, PDF, PNG, SVG, TEXT, zip } from './test-samples.ts';

describe('detectFileKind', () => {
  it('recognises each accepted kind by its bytes', async () => {
    expect(await detectFileKind(PNG)).toEqual({ category: 'image', contentType: 'image/png', extension: 'png' });
    expect(await detectFileKind(JPEG, 'foto.JPEG')).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await detectFileKind(MP3, 'aula.mp3')).toEqual({
      category: 'audio',
      contentType: 'audio/mpeg',
      extension: 'mp3',
    });
    expect(await detectFileKind(PDF, 'prova.pdf')).toMatchObject({ category: 'document', extension: 'pdf' });
    expect(await detectFileKind(DOCX, 'redacao.docx')).toMatchObject({ category: 'document', extension: 'docx' });
    expect(await detectFileKind(ODT)).toMatchObject({ category: 'document', extension: 'odt' });
    expect(await detectFileKind(TEXT, 'lista.txt')).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
    });
  });

  it('never accepts a kind because of its name', async () => {
    expect(await detectFileKind(PNG, 'musica.mp3')).toBeNull();
    expect(await detectFileKind(HTML, 'foto.png')).toBeNull();
    expect(await detectFileKind(HTML, 'pagina.txt')).toBeNull();
    expect(await detectFileKind(SVG, 'desenho.svg')).toBeNull();
    expect(await detectFileKind(SVG)).toBeNull();
    expect(await detectFileKind(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'jogo.png')).toBeNull();
    expect(await detectFileKind(zip({ 'a.txt': 'x' }), 'arquivo.docx')).toBeNull();
    expect(await detectFileKind(Buffer.alloc(0), 'vazio.txt')).toBeNull();
    expect(await detectFileKind(Buffer.from([0, 1, 2, 3, 0, 0]), 'dados.txt')).toBeNull();
  });
});
