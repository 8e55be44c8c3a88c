import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="atividades.xlsx"; filename*=UTF-8''atividades-5%C2%BA-ano.xlsx`)).toBe(
      'atividades-5º-ano.xlsx',
    );
    expect(fileNameOf('attachment; filename="alunos.xlsx"')).toBe('alunos.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A.xlsx; filename="alunos.xlsx"`)).toBe('alunos.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
