import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessibilitySidebar } from './accessibility-sidebar.tsx';

/** jsdom has no speech: a synthesis that records what it was asked to say. */
function stubSpeech() {
  const spoken: { text: string; lang: string; voice: unknown }[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    constructor(public text: string) {}
  }
  const voices = [
    { lang: 'en-US', name: 'English' },
    { lang: 'pt-BR', name: 'Luciana' },
  ];
  const synthesis = {
    speak: vi.fn((utterance: Utterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', synthesis);
  return { spoken, synthesis, voices };
}

function select(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The collapsed tab opens the panel of buttons. */
const openPanel = () => userEvent.click(screen.getByRole('button', { name: 'Acessibilidade', expanded: false }));

beforeEach(() => {
  document.documentElement.className = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.getSelection()?.removeAllRanges();
});

describe('accessibility sidebar', () => {
  it('is reached from its tab with the keyboard: Enter opens it and Tab goes on into its buttons', async () => {
    stubSpeech();
    render(
      <>
        <AccessibilitySidebar signLanguageUrl={null} />
        <button type="button">Depois</button>
      </>,
    );
    screen.getByRole('button', { name: 'Acessibilidade' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Voz' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '+ Acessibilidade' })).toHaveFocus();
  });

  it('enlarges text and raises contrast with + Acessibilidade, and remembers it', async () => {
    const { unmount } = render(<AccessibilitySidebar signLanguageUrl={null} />);
    await openPanel();
    const enhanced = screen.getByRole('button', { name: '+ Acessibilidade' });
    await userEvent.click(enhanced);
    expect(enhanced).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('a11y-enhanced');
    expect(localStorage.getItem('ava.accessibility')).toBe('true');
    unmount();

    document.documentElement.className = '';
    render(<AccessibilitySidebar signLanguageUrl={null} />);
    expect(document.documentElement).toHaveClass('a11y-enhanced');
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: '+ Acessibilidade' }));
    expect(document.documentElement).not.toHaveClass('a11y-enhanced');
    expect(localStorage.getItem('ava.accessibility')).toBeNull();
  });

  it('reads the selected text aloud in pt-BR with Voz, and each new selection while it is on', async () => {
    const { spoken, synthesis, voices } = stubSpeech();
    render(
      <>
        <p>Primeiro parágrafo</p>
        <p>Segundo parágrafo</p>
        <AccessibilitySidebar signLanguageUrl={null} />
      </>,
    );
    select(screen.getByText('Primeiro parágrafo'));
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Voz' }));
    expect(spoken).toEqual([{ text: 'Primeiro parágrafo', lang: 'pt-BR', voice: voices[1] }]);
    expect(screen.getByRole('button', { name: 'Voz' })).toHaveAttribute('aria-pressed', 'true');

    select(screen.getByText('Segundo parágrafo'));
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Primeiro parágrafo', 'Segundo parágrafo']);

    await userEvent.click(screen.getByRole('button', { name: 'Voz' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Voz' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no Voz where the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    render(<AccessibilitySidebar signLanguageUrl={null} />);
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Voz' })).not.toBeInTheDocument();
  });

  it('shows Libras only when a widget is configured, and loads its script once', async () => {
    const { rerender } = render(<AccessibilitySidebar signLanguageUrl={null} />);
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Libras' })).not.toBeInTheDocument();

    rerender(<AccessibilitySidebar signLanguageUrl="https://libras.example.com/widget.js" />);
    const libras = screen.getByRole('button', { name: 'Libras' });
    await userEvent.click(libras);
    const scripts = document.querySelectorAll('script[data-widget="sign-language"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://libras.example.com/widget.js');
    act(() => {
      scripts[0]?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('button', { name: 'Libras', pressed: true })).toBeVisible();
    await userEvent.click(libras);
    expect(document.querySelectorAll('script[data-widget="sign-language"]')).toHaveLength(1);
  });

  it('is a collapsed tab in a strip the page leaves free, opened on demand', async () => {
    const { unmount } = render(
      <>
        <button type="button">Salvar</button>
        <AccessibilitySidebar signLanguageUrl={null} />
      </>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Acessibilidade' });
    expect(document.documentElement).toHaveClass('a11y-docked');
    expect(within(sidebar).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '+ Acessibilidade' })).not.toBeInTheDocument();

    await openPanel();
    const tab = screen.getByRole('button', { name: 'Acessibilidade', expanded: true });
    expect(tab).toHaveAttribute(
      'aria-controls',
      screen.getByRole('button', { name: '+ Acessibilidade' }).parentElement?.id,
    );
    expect(screen.getByRole('button', { name: '+ Acessibilidade' })).toBeVisible();
    await userEvent.click(tab);
    expect(screen.queryByRole('button', { name: '+ Acessibilidade' })).not.toBeInTheDocument();

    unmount();
    expect(document.documentElement).not.toHaveClass('a11y-docked');
  });

  it('closes with Escape (back to the tab), a click on the page, or its close button on phones', async () => {
    render(
      <>
        <button type="button">Salvar</button>
        <AccessibilitySidebar signLanguageUrl={null} />
      </>,
    );
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '+ Acessibilidade' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acessibilidade' })).toHaveFocus();

    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByRole('button', { name: '+ Acessibilidade' })).not.toBeInTheDocument();

    await openPanel();
    const close = screen.getByRole('button', { name: 'Fechar acessibilidade' });
    expect(close).toHaveClass('md:hidden');
    await userEvent.click(close);
    expect(screen.getByRole('button', { name: 'Acessibilidade', expanded: false })).toBeVisible();
  });
});
