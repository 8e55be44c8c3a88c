import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop.tsx';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('file drop', () => {
  it('takes a file up to 5 MB by default and refuses a larger one', async () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Anexo" onFiles={onFiles} />);
    expect(screen.getByText('Tamanho máximo: 5 MB')).toBeVisible();
    const input = screen.getByLabelText('Anexo');

    const small = fileOf('atividade.pdf', 'application/pdf', 5 * MB);
    await userEvent.upload(input, small);
    expect(onFiles).toHaveBeenCalledWith([small]);

    await userEvent.upload(input, fileOf('video.pdf', 'application/pdf', 5 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O arquivo excede o tamanho máximo permitido. Tamanho máximo: 5 MB.',
    );
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('refuses a type it does not accept and takes dropped files', () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Foto" onFiles={onFiles} accept={['image/png', 'image/jpeg']} maxBytes={2 * MB} />);
    expect(screen.getByText('Tamanho máximo: 2 MB')).toBeVisible();
    const zone = screen.getByText('Arraste o arquivo até aqui ou clique para selecionar');

    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('notas.txt', 'text/plain', 10)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Tipo de arquivo não permitido.');

    const photo = fileOf('foto.png', 'image/png', 1000);
    fireEvent.drop(zone, { dataTransfer: { files: [photo, fileOf('outra.png', 'image/png', 1000)] } });
    expect(onFiles).toHaveBeenCalledWith([photo]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes several files when multiple', () => {
    const onFiles = vi.fn();
    render(<FileDrop label="Anexos" onFiles={onFiles} multiple />);
    const files = [fileOf('a.pdf', 'application/pdf', 10), fileOf('b.pdf', 'application/pdf', 10)];
    fireEvent.drop(screen.getByText('Arraste os arquivos até aqui ou clique para selecionar'), {
      dataTransfer: { files },
    });
    expect(onFiles).toHaveBeenCalledWith(files);
  });
});
