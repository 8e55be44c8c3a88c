import { CHEMISTRY_MESSAGES } from '@ava/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, type Toast, useToasts } from '../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { AUDIO_UNTITLED, FORMULA_EMPTY, PASTED_IMAGE_WARNING } from './editor-rules.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { RichTextView } from './rich-text-view.tsx';

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });

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

afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    for (const toast of shown) dismiss(toast.id);
  });
});

/** The editor with `value`, its last HTML read from `html()`. */
function setup(value = '<p>texto</p>', props: { uploadAudio?: (file: File) => Promise<string> } = {}) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <>
      <RichTextEditor label="Texto" value={value} onChange={onChange} {...props} />
      <Toasts />
    </>,
  );
  const box = screen.getByRole('textbox', { name: 'Texto' });
  const html = () => onChange.mock.lastCall?.[0] ?? '';
  const button = (name: string) => screen.getByRole('button', { name });
  return { box, html, button, onChange };
}

async function selectAll(box: HTMLElement) {
  box.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
}

// Each test drives a whole editor; on a machine shared with other test runs that takes seconds.
describe('editor toolbar', { timeout: 20_000 }, () => {
  it('offers the fonts, sizes and line heights of document 3 with their defaults', () => {
    setup();
    const font = screen.getByRole('combobox', { name: 'Fonte' });
    expect(font).toHaveValue('Arial');
    expect(
      within(font)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Arial', 'Georgia', 'Impact', 'Tahoma', 'Times New Roman', 'Open Sans', 'Verdana']);
    const size = screen.getByRole('combobox', { name: 'Tamanho da fonte' });
    expect(size).toHaveValue('16pt');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['8', '9', '10', '11', '12', '14', '16', '18', '20', '24', '26', '28', '36', '48', '72']);
    const height = screen.getByRole('combobox', { name: 'Altura da linha' });
    expect(height).toHaveValue('25px');
    expect(
      within(height)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['25px', '28.75px', '37.5px', '50px']);
    expect(screen.getByRole('combobox', { name: 'Estilo do parágrafo' })).toHaveValue('p');
  });

  it('sets a font, a size and a line height on the selected text', async () => {
    const { box, html } = setup();
    await selectAll(box);
    fireEvent.change(screen.getByRole('combobox', { name: 'Fonte' }), { target: { value: 'Times New Roman' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tamanho da fonte' }), { target: { value: '24pt' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Altura da linha' }), { target: { value: '37.5px' } });
    expect(html()).toMatch(/font-family: &quot;Times New Roman&quot;/);
    expect(html()).toMatch(/font-size: 24pt/);
    expect(html()).toMatch(/line-height: 37.5px/);
  });

  it('links only a selection, and only to http or https addresses', async () => {
    const { box, html, button } = setup();
    expect(button('Inserir link')).toBeDisabled();
    await selectAll(box);
    expect(button('Inserir link')).toBeEnabled();
    await userEvent.click(button('Inserir link'));
    const address = screen.getByLabelText('Endereço do link');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    await userEvent.click(button('Aplicar'));
    expect(screen.getByText('O link deve começar com http:// ou https://')).toBeInTheDocument();
    expect(html()).not.toContain('href');
    fireEvent.change(address, { target: { value: 'https://pt.wikipedia.org' } });
    await userEvent.click(button('Aplicar'));
    expect(html()).toContain('href="https://pt.wikipedia.org"');
  });

  it('indents in steps of 3 em up to 24 em and back to none', async () => {
    const { box, html, button } = setup();
    box.focus();
    expect(button('Diminuir recuo')).toBeDisabled();
    await userEvent.click(button('Aumentar recuo'));
    expect(html()).toBe('<p style="padding-left: 3em;">texto</p>');
    for (let step = 2; step <= 8; step++) fireEvent.click(button('Aumentar recuo'));
    expect(html()).toBe('<p style="padding-left: 24em;">texto</p>');
    expect(button('Aumentar recuo')).toBeDisabled();
    for (let step = 0; step < 8; step++) fireEvent.click(button('Diminuir recuo'));
    expect(html()).toBe('<p>texto</p>');
    expect(button('Diminuir recuo')).toBeDisabled();
  });

  it('inserts a 3x3 table whose first row is a header', async () => {
    const { box, html, button } = setup();
    box.focus();
    await userEvent.click(button('Inserir tabela'));
    const table = new DOMParser().parseFromString(html(), 'text/html').querySelector('table');
    const rows = [...(table?.querySelectorAll('tr') ?? [])];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.querySelectorAll('th')).toHaveLength(3);
    expect(rows[1]?.querySelectorAll('td')).toHaveLength(3);
    expect(rows[2]?.querySelectorAll('td')).toHaveLength(3);
  });

  it('asks for a formula before inserting one, and draws it with KaTeX', async () => {
    const { box, html, button } = setup();
    box.focus();
    await userEvent.click(button('Inserir fórmula matemática'));
    await userEvent.click(button('Inserir'));
    expect(screen.getByRole('alert')).toHaveTextContent(FORMULA_EMPTY);
    await userEvent.type(screen.getByLabelText('Fórmula (LaTeX)'), 'x^2');
    await userEvent.click(button('Inserir'));
    expect(html()).toContain('<span data-latex="x^2" data-type="formula">x^2</span>');
    expect(box.querySelector('[data-type="formula"] .katex')).not.toBeNull();
  });

  it('opens the formula examples beside the editor, each with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { box, button } = setup();
    box.focus();
    await userEvent.click(button('Inserir fórmula matemática'));
    await userEvent.click(button('Exemplos de fórmulas'));
    const panel = screen.getByRole('dialog', { name: 'Exemplos de fórmulas' });
    expect(panel).toHaveClass('ava-side-panel', 'md:w-[40vw]');
    await userEvent.click(within(panel).getByRole('button', { name: 'Copiar Teorema de Pitágoras' }));
    expect(writeText).toHaveBeenCalledWith('a^2 = b^2 + c^2');
    expect(within(panel).getByRole('button', { name: 'Copiar Teorema de Pitágoras' })).toHaveTextContent('Copiado!');
  });

  it('uploads an audio to storage and names it "Áudio sem título" when no title is given', async () => {
    const uploadAudio = vi.fn(async () => '/api/storage/files/aula.mp3');
    const { box, html, button } = setup('<p>texto</p>', { uploadAudio });
    box.focus();
    await userEvent.click(button('Inserir áudio'));
    await userEvent.upload(
      screen.getByLabelText('Arquivo de áudio (mp3)'),
      new File(['mp3'], 'aula.mp3', { type: 'audio/mpeg' }),
    );
    expect(screen.getByLabelText('Título do áudio')).toHaveAttribute('placeholder', AUDIO_UNTITLED);
    await userEvent.click(button('Inserir'));
    await waitFor(() =>
      expect(html()).toContain(`<audio src="/api/storage/files/aula.mp3" title="${AUDIO_UNTITLED}" controls="true">`),
    );
    expect(uploadAudio).toHaveBeenCalledOnce();
  });

  it('keeps an inserted chemical structure when an audio and a table follow it', async () => {
    answerFetch((url) =>
      url.pathname === '/api/chemistry/strText/toAwsURL'
        ? jsonResponse(200, { url: '/api/storage/files/acido.svg' })
        : undefined,
    );
    const uploadAudio = vi.fn(async () => '/api/storage/files/aula.mp3');
    // An empty text: the structure becomes its last block, the place TipTap left it selected.
    const { box, html, button } = setup('', { uploadAudio });
    box.focus();
    await userEvent.click(button('Inserir estrutura química'));
    await userEvent.type(screen.getByLabelText('Estrutura química (chemfig)'), 'C-C');
    await userEvent.click(button('Inserir'));
    await waitFor(() => expect(html()).toContain('src="/api/storage/files/acido.svg"'));
    await userEvent.click(button('Inserir áudio'));
    await userEvent.upload(
      screen.getByLabelText('Arquivo de áudio (mp3)'),
      new File(['mp3'], 'aula.mp3', { type: 'audio/mpeg' }),
    );
    await userEvent.click(button('Inserir'));
    await waitFor(() => expect(html()).toContain('<audio'));
    await userEvent.click(button('Inserir tabela'));
    expect(html()).toMatch(/acido\.svg.*<audio.*<table/);
  });

  it('embeds a YouTube link as a 640x390 player and refuses other links', async () => {
    const { box, html, button } = setup();
    box.focus();
    await userEvent.click(button('Inserir vídeo'));
    const link = screen.getByLabelText('Link do vídeo (YouTube ou Vimeo)');
    await userEvent.type(link, 'https://example.com/video');
    await userEvent.click(button('Inserir'));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um link do YouTube ou do Vimeo.');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(button('Inserir'));
    expect(html()).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="390"');
  });

  it('draws a chemical structure through the chemistry service, and says so when it fails', async () => {
    const sent: unknown[] = [];
    let fail = false;
    answerFetch((url, init) => {
      if (url.pathname !== '/api/chemistry/strText/toAwsURL') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return fail ? jsonResponse(400, {}) : jsonResponse(200, { url: '/api/storage/files/benzeno.png' });
    });
    const { box, html, button } = setup();
    box.focus();
    await userEvent.click(button('Inserir estrutura química'));
    await userEvent.type(screen.getByLabelText('Estrutura química (chemfig)'), 'H-C-H');
    await userEvent.click(button('Inserir'));
    await waitFor(() => expect(html()).toContain('src="/api/storage/files/benzeno.png"'));
    expect(sent).toEqual([{ strText: 'H-C-H' }]);
    fail = true;
    await userEvent.click(button('Inserir estrutura química'));
    await userEvent.type(screen.getByLabelText('Estrutura química (chemfig)'), 'C-C');
    await userEvent.click(button('Inserir'));
    expect(await screen.findByText(CHEMISTRY_MESSAGES.renderFailed)).toBeInTheDocument();
  });

  it('keeps only the styles of pasted content and drops pre, code, Office markup and images', () => {
    const { box } = setup('');
    const clipboardData = {
      types: ['text/html', 'text/plain'],
      files: [],
      getData: (type: string) =>
        type === 'text/html'
          ? '<p class="MsoNormal" id="p1"><span class="x" style="color: red">Célula</span><o:p></o:p></p><pre>pré</pre><code>código</code><img src="https://a/b.png">'
          : 'Célula pré código',
    };
    fireEvent(box, Object.assign(new Event('paste', { bubbles: true, cancelable: true }), { clipboardData }));
    expect(box.querySelector('[class="MsoNormal"], [class="x"], pre, code, img, [id="p1"]')).toBeNull();
    expect(box).toHaveTextContent('Célula');
    expect(box.querySelector('[style*="color"]')).not.toBeNull();
    expect(screen.queryByText(PASTED_IMAGE_WARNING)).toBeNull();
  });
});

describe('RichTextView of the toolbar’s content', () => {
  it('shows a formula drawn by KaTeX, a table, an audio, an image and a video', async () => {
    const { container } = render(
      <RichTextView
        html={
          '<p>Área: <span data-type="formula" data-latex="\\pi r^2">\\pi r^2</span></p>' +
          '<table><tbody><tr><th><p>a</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>' +
          '<audio src="/api/storage/files/aula.mp3" title="Aula" controls="true"></audio>' +
          '<img src="/api/storage/files/a.png" alt="foto" width="120" height="80">' +
          '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="390"></iframe>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('[data-type="formula"] .katex')).not.toBeNull());
    expect(container.querySelector('th')).toHaveTextContent('a');
    expect(container.querySelector('audio')).toHaveAttribute('controls');
    expect(container.querySelector('img')).toHaveAttribute('width', '120');
    expect(container.querySelector('iframe')).toHaveAttribute('height', '390');
  });
});
