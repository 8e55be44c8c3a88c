import { TOAST_OPEN_DELAY_MS } from '@ava/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectToastTabs, notify } from '../lib/toast.ts';
import { answerFetch, jsonResponse } from '../test/fetch.ts';
import { buildTheme } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import Toaster from './toaster.tsx';

describe('toasts', () => {
  it('open shortly after the notification and close by themselves', async () => {
    render(<Toaster />);
    act(() => notify({ title: 'Pronto', message: 'Avaliação enviada com sucesso!', status: 'success', duration: 300 }));
    expect(screen.queryByText('Avaliação enviada com sucesso!')).not.toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, TOAST_OPEN_DELAY_MS + 20));
    expect(screen.getByText('Pronto')).toBeInTheDocument();
    expect(screen.getByText('Avaliação enviada com sucesso!')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText('Avaliação enviada com sucesso!')).not.toBeInTheDocument());
  });

  it('arrive from other tabs', async () => {
    const stop = connectToastTabs();
    render(<Toaster />);
    const otherTab = new BroadcastChannel('toast');
    otherTab.postMessage({ message: 'Enviado em outra aba', status: 'info' });
    expect(await screen.findByText('Enviado em outra aba')).toBeInTheDocument();
    otherTab.close();
    stop();
  });

  it('confirm an account from the confirmation=true link and strip the parameter', async () => {
    answerFetch((url) => (url.pathname === '/api/platforms/show' ? jsonResponse(200, buildTheme()) : undefined));
    render(<Toaster />);
    const { router } = renderApp('/demo/login?confirmation=true&notification=1');

    expect(await screen.findByText('Sua conta foi confirmada com sucesso! Faça login para continuar.')).toBeVisible();
    // The toast opens on its own delay while the redirect still loads the login page's lazy routes.
    await waitFor(() => expect(router.state.location.search).toBe('?notification=1'));
    expect(sessionStorage.getItem('ava.notification')).toBe('1');
  });
});
