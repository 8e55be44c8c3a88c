import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
