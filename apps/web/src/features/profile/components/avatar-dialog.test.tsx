import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildUserInfo } from '../../../test/fixtures.ts';
import { AvatarDialog } from './avatar-dialog.tsx';

const info = buildUserInfo({
  level: 2,
  profile_photo: '/avatars/avatar-01.svg',
  profile_img_type: 'picture',
  avatar_url: '/avatars/avatar-01.svg',
});

function renderDialog(student: boolean, shown = info) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AvatarDialog open onOpenChange={() => {}} info={shown} student={student} />
    </QueryClientProvider>,
  );
}

describe('AvatarDialog', () => {
  it("asks 'Remover foto do perfil?' before removing, and 'Cancelar' goes back", async () => {
    const calls: string[] = [];
    answerFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      return url.pathname === '/api/profile/remove_photo' ? jsonResponse(200, { url: null }) : undefined;
    });
    renderDialog(false);
    expect(screen.getByRole('dialog', { name: 'Imagem de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.getByText('Remover foto do perfil?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Remover foto do perfil?')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(calls).toContain('DELETE /api/profile/remove_photo');
  });

  it('refuses a file that is not png or jpeg', async () => {
    renderDialog(false);
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByTestId('avatar-file-input'), gif, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Envie uma imagem PNG ou JPEG.');
  });

  it('lets a student pick a ready-made avatar and sends the choice with Salvar', async () => {
    const bodies: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/profile/profile_img_type') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { url: '/avatars/avatar-04.svg' });
    });
    renderDialog(true);
    expect(screen.getByText('Nível 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Escolher o avatar 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(bodies).toEqual([{ profile_img_type: 'avatar', profile_avatar: 'avatar-04' }]);
  });

  it('pre-selects the image the student has: the photo when there is one', () => {
    renderDialog(true);
    expect(screen.getByRole('radio', { name: 'Foto' })).toBeChecked();
  });

  it('pre-selects the ready-made avatar, not the missing photo, when there is no photo', () => {
    renderDialog(
      true,
      buildUserInfo({ profile_photo: null, profile_img_type: 'picture', profile_avatar: '/avatars/avatar-03.svg' }),
    );
    expect(screen.getByRole('radio', { name: /^Avatar/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Foto/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Escolher o avatar 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers the student's own avatar, dressed in the spa, and sends it as the active image", async () => {
    const bodies: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/profile/profile_img_type') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { url: 'avatar:adventurer?glasses=variant02' });
    });
    renderDialog(true, { ...info, profile_composed: 'avatar:adventurer?glasses=variant02' });
    const own = screen.getByRole('button', { name: 'Escolher o meu avatar' });
    await waitFor(() => expect(own.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/), {
      timeout: 5_000,
    });
    await userEvent.click(own);
    expect(screen.getByRole('radio', { name: 'Meu avatar' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByTestId('profile-avatar-image').getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(bodies).toEqual([{ profile_img_type: 'composed' }]);
  });

  it('pre-selects the composed avatar when it is the active image, and offers it to students only', () => {
    renderDialog(true, { ...info, profile_img_type: 'composed', profile_composed: 'avatar:adventurer' });
    expect(screen.getByRole('radio', { name: 'Meu avatar' })).toBeChecked();
  });
});
