import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { CommentComposer } from './comment-composer.tsx';

// jsdom lays nothing out; the editor measures the caret to scroll to it as text comes in.
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });

const STORED = '/api/storage/files/x.png?expires=1&signature=s';

/** A slow network: each request waits until the test answers it; the comments sent are kept. */
function slowNetwork() {
  const waiting = new Map<string, (response: Response) => void>();
  const sent: { comment: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/forum_comments/new') sent.push(JSON.parse(String(init.body)));
    return new Promise((resolve) => waiting.set(path, resolve));
  });
  const answer = async (path: string, response: Response) => {
    await waitFor(() => expect(waiting.has(path)).toBe(true));
    waiting.get(path)?.(response);
  };
  return { sent, answer };
}

function renderComposer() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommentComposer activity="atividade-1" mainComment={0} label="Seu comentário" allowAnonymous />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'Seu comentário' });
  box.focus();
  return box;
}

const picture = () => new File(['png'], 'foto.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('CommentComposer', () => {
  it('holds "Comentar" while an image uploads, so the comment goes with it', async () => {
    const network = slowNetwork();
    const box = renderComposer();
    await userEvent.paste('Veja a foto');
    await userEvent.upload(fileInput(), picture());
    expect(screen.getByRole('button', { name: 'Enviando imagem…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeDisabled();

    await network.answer('/api/storage/storage/upload', jsonResponse(201, { url: STORED }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comentar' })).toBeEnabled());
    expect(box.querySelector('img')).toHaveAttribute('src', STORED);
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(network.sent).toHaveLength(1));
    expect(network.sent[0]?.comment).toMatch(/^<p>Veja a foto<\/p><img src="\/api\/storage\/files\/x\.png/);
  });

  it('holds the comment still while it is sent, so nothing is sent twice, then empties the composer', async () => {
    const network = slowNetwork();
    const box = renderComposer();
    await userEvent.paste('Primeira parte');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeDisabled();
    // The toolbar stays in place, its tools off: on a phone, the page does not move under the finger.
    expect(screen.getByRole('toolbar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeDisabled();
    await network.answer('/api/forum_comments/new', jsonResponse(200, {}));
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    expect(box).toHaveTextContent(/^$/);
    expect(network.sent).toEqual([expect.objectContaining({ comment: '<p>Primeira parte</p>' })]);
  });
});
