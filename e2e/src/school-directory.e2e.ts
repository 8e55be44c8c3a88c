import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, freshPagePerTest, signIn } from './browser.ts';

const currentPage = freshPagePerTest();

describe('teacher class students', () => {
  it("lists a classroom's students and gives one a generated password, shown once", async () => {
    const page = currentPage();
    await signIn(page, 'professor');
    await page.waitForURL(/\/demo\/professor/);
    await page.goto('/demo/professor/turmas');
    await page.getByRole('heading', { name: 'Turmas' }).waitFor();
    await page.getByText('Ana Souza').waitFor();
    await page.getByRole('combobox', { name: 'Turma' }).selectOption({ label: 'Infantil 2 - Turma A · Escola Modelo' });
    await page.getByText('Davi Rocha').waitFor();

    await page.getByRole('button', { name: 'Redefinir senha Davi Rocha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Gerar uma senha automaticamente' }).check();
    await dialog.getByRole('button', { name: 'Redefinir senha' }).click();
    await dialog.getByText('Anote e entregue ao aluno: ela não será mostrada de novo.').waitFor();
    const password = (await dialog.locator('strong').textContent()) ?? '';
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    const login = (secret: string) =>
      page.evaluate(
        async (body) =>
          (
            await fetch('/api/identity/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { username: 'aluno4', password: secret, platform: 'demo' },
      );
    expect(await login(password)).toBe(200);
    await dialog.getByRole('button', { name: 'Entendi' }).click();

    // Typed back to the demo password, so the other tests still sign aluno4 in.
    await page.getByRole('button', { name: 'Redefinir senha Davi Rocha' }).click();
    await dialog.getByRole('textbox', { name: 'Nova senha' }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha do aluno redefinida com sucesso.', { exact: true }).waitFor();
    expect(await login(DEMO_PASSWORD)).toBe(200);
  });
});
