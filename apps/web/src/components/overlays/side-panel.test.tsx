import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageZoom } from './image-zoom.tsx';
import { SidePanel } from './side-panel.tsx';
import { VideoZoom } from './video-zoom.tsx';

function Encyclopedia() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <SidePanel
        open={open}
        onOpenChange={setOpen}
        title="Enciclopédia"
        actions={<button type="button">Recarregar</button>}
      >
        <p>Conteúdo do verbete</p>
      </SidePanel>
    </>
  );
}

describe('side panel', () => {
  it('slides in from the right at 40vw from tablets up and closes with its button', async () => {
    render(<Encyclopedia />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const panel = screen.getByRole('dialog', { name: 'Enciclopédia' });
    expect(panel).toHaveClass('ava-side-panel', 'right-0', 'w-full', 'md:w-[40vw]');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Conteúdo do verbete')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('image zoom', () => {
  it('shows the image large and doubles it on click', async () => {
    const onOpenChange = vi.fn();
    render(<ImageZoom open onOpenChange={onOpenChange} src="/mapa.png" alt="Mapa do Brasil" />);
    expect(screen.getByRole('dialog', { name: 'Mapa do Brasil' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Aproximar imagem' }));
    expect(screen.getByRole('img', { name: 'Mapa do Brasil' })).toHaveStyle({ width: '200%' });
    expect(screen.getByRole('button', { name: 'Afastar imagem' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('video zoom', () => {
  it('embeds YouTube and Vimeo links and plays mp4 files', () => {
    const { rerender } = render(
      <VideoZoom open onOpenChange={() => {}} url="https://youtu.be/dQw4w9WgXcQ" title="Aula 1" />,
    );
    expect(screen.getByTitle('Aula 1')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    rerender(<VideoZoom open onOpenChange={() => {}} url="https://vimeo.com/76979871" title="Aula 1" />);
    expect(screen.getByTitle('Aula 1')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    rerender(<VideoZoom open onOpenChange={() => {}} url="https://cdn.example.com/aula.mp4" />);
    expect(screen.getByRole('dialog', { name: 'Vídeo' }).querySelector('video')).toHaveAttribute(
      'src',
      'https://cdn.example.com/aula.mp4',
    );
  });
});
