import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, type Toast, useToasts } from '../../lib/toast.ts';
import { PASTED_IMAGE_WARNING } from './editor-rules.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { RichTextView } from './rich-text-view.tsx';

function Controlled({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>olá</p>');
  return (
    <>
      <RichTextEditor
        label="Comentário"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        limpar
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the toolbar and the stored HTML; the link button needs a selection', async () => {
    render(<Controlled onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Comentário' });
    expect(box).toHaveTextContent('olá');
    expect(screen.getByRole('toolbar', { name: 'Formatação do texto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveValue('16pt');
    expect(screen.getByRole('button', { name: 'Inserir link' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Inserir imagem' })).not.toBeInTheDocument();
  });

  it('a value set from outside replaces the content', async () => {
    render(<Controlled onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'limpar' }));
    expect(screen.getByRole('textbox', { name: 'Comentário' })).toHaveTextContent('');
  });

  it('offers the image button only with an uploader', () => {
    render(<RichTextEditor label="Texto" value="" onChange={() => {}} uploadImage={async () => '/x.png'} />);
    expect(screen.getByRole('button', { name: 'Inserir imagem' })).toBeInTheDocument();
  });

  it('describes an uploaded image as "Imagem", never by its file name, which may name who sent it', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <RichTextEditor
        label="Texto"
        value=""
        onChange={onChange}
        uploadImage={async () => '/api/storage/files/x.png'}
      />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'foto-do-bruno-lima.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img')));
    expect(onChange.mock.lastCall?.[0]).toBe('<img src="/api/storage/files/x.png" alt="Imagem"><p></p>');
  });
});

let shown: readonly Toast[] = [];

function Toasts() {
  shown = useToasts();
  return (
    <ul>
      {shown.map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

/** A paste as the browser gives it: its formats by type and its files (jsdom has no DataTransfer). */
function paste(target: HTMLElement, formats: Record<string, string>, files: File[]) {
  const clipboardData = { types: Object.keys(formats), files, getData: (type: string) => formats[type] ?? '' };
  fireEvent(target, Object.assign(new Event('paste', { bubbles: true, cancelable: true }), { clipboardData }));
}

const picture = () => new File(['png'], 'image.png', { type: 'image/png' });

describe('RichTextEditor paste', () => {
  afterEach(() =>
    act(() => {
      for (const toast of shown) dismiss(toast.id);
    }),
  );

  it('pastes text copied from Word, which also carries a picture of that text', () => {
    render(
      <>
        <RichTextEditor label="Texto" value="" onChange={() => {}} />
        <Toasts />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Texto' });
    paste(box, { 'text/html': '<p class="MsoNormal">Fotossíntese<o:p></o:p></p>', 'text/plain': 'Fotossíntese' }, [
      picture(),
    ]);
    expect(box).toHaveTextContent('Fotossíntese');
    expect(screen.queryByText(PASTED_IMAGE_WARNING)).toBeNull();
  });

  it('refuses a pasted picture with the warning', () => {
    render(
      <>
        <RichTextEditor label="Texto" value="" onChange={() => {}} />
        <Toasts />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Texto' });
    paste(box, { 'text/html': '<img src="https://example.com/a.png">' }, [picture()]);
    expect(screen.getByText(PASTED_IMAGE_WARNING)).toBeInTheDocument();
    expect(box.querySelector('img')).toBeNull();
  });
});

describe('RichTextView', () => {
  it('renders stored HTML without anything that runs', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = render(
      <RichTextView html={'<p>oi</p><img src=x onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    act(() => {});
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('oi');
    expect(alert).not.toHaveBeenCalled();
  });
});
