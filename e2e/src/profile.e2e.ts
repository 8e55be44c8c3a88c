import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissUrgentWarning, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

/** A real, decodable RGB PNG (a wide striped picture), so the browser can crop it. */
function stripedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x % 40 < 20 ? [91, 46, 229] : [255, 138, 0], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page, username: string, name: string, dashboard: string) {
  await signIn(page, username);
  await page.waitForURL(new RegExp(`/demo/${dashboard}`));
  if (dashboard === 'painel') await dismissUrgentWarning(page);
  await page.getByRole('banner').getByRole('link', { name }).click();
  await page.waitForURL(new RegExp(`/demo/${dashboard}/perfil$`));
  await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
}

async function openAvatarDialog(page: Page) {
  await page.getByRole('main').locator('.group').first().hover();
  await page.getByRole('button', { name: 'Alterar' }).click();
  return page.getByRole('dialog', { name: 'Imagem de perfil' });
}

/** Width and height of the image the profile shows. */
const shownSize = (page: Page) =>
  page
    .getByRole('main')
    .getByTestId('profile-avatar-image')
    .first()
    .evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight, src: image.src };
    });

describe('profile image', () => {
  it('crops an uploaded picture square, shows it, and removes it after confirmation', async () => {
    const page = currentPage();
    await openProfile(page, 'professor', 'Paula Mendes', 'professor');
    const dialog = await openAvatarDialog(page);
    await dialog.getByTestId('avatar-file-input').setInputFiles({
      name: 'paisagem.png',
      mimeType: 'image/png',
      buffer: stripedPng(640, 360),
    });
    await dialog.getByTestId('avatar-cropper').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Foto atualizada!').first().waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(async () => (await shownSize(page)).src).toMatch(/\/api\/storage\/files\//);
    const size = await shownSize(page);
    expect(size.width).toBe(size.height);
    expect(size.width).toBeGreaterThan(100);

    // After a reload the picture comes from the server again.
    await page.reload();
    await expect.poll(async () => (await shownSize(page)).width).toBe(size.width);

    const again = await openAvatarDialog(page);
    await again.getByRole('button', { name: 'Remover' }).click();
    await again.getByText('Remover foto do perfil?').waitFor();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await again.getByRole('button', { name: 'Remover' }).click();
    await again.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Foto removida.').first().waitFor();
    await again.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('main').getByTestId('profile-avatar-image').waitFor({ state: 'detached' });
  });

  it('refuses a file that is not png or jpeg before sending it', async () => {
    const page = currentPage();
    await openProfile(page, 'coordenador', 'Carlos Nunes', 'professor');
    const dialog = await openAvatarDialog(page);
    await dialog.getByTestId('avatar-file-input').setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await dialog.getByRole('alert').getByText('Envie uma imagem PNG ou JPEG.').waitFor();
    expect(await dialog.getByTestId('avatar-cropper').count()).toBe(0);
  });

  it('lets a student pick a ready-made avatar, with the level border and badge', async () => {
    const page = currentPage();
    await openProfile(page, 'aluno2', 'Bruno Lima', 'painel');
    // The level the demo's plays raised aluno2 to.
    await page
      .getByRole('main')
      .getByText(/Nível \d+/)
      .first()
      .waitFor();
    const dialog = await openAvatarDialog(page);
    await dialog.getByRole('button', { name: 'Escolher o avatar 2' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await shownSize(page)).src).toMatch(/\/avatars\/avatar-02\.svg$/);
  });
});

describe('responsibles', () => {
  it("shows a student the guardian linked to their account on the 'Responsáveis' tab", async () => {
    const page = currentPage();
    await openProfile(page, 'aluno1', 'Ana Souza', 'painel');
    await page.getByRole('tab', { name: 'Responsáveis' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Responsáveis' });
    await panel.getByText('Renata Souza', { exact: true }).waitFor();
    await panel.getByText('Vinculado à sua conta · responsavel@ava-demo.com.br').waitFor();
    expect(await panel.getByText('Nenhum responsável cadastrado.').count()).toBe(0);
  });
});
