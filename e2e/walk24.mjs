import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function walk(user, pages, width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('response', (r) => { if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror ${e.message}`));
  await page.goto(`${base}/demo/login`);
  await page.getByLabel('Usuário ou e-mail').fill(user);
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/painel|professor|responsavel/, { timeout: 20000 });
  const dash = user.startsWith('aluno') ? 'painel' : 'professor';
  for (const p of pages) {
    await page.goto(`${base}/demo/${dash}/${p}`);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/tmp/shots/${user}-${p.replaceAll('/', '_')}-${width}.png`, fullPage: true });
  }
  console.log(user, width, errors.length ? errors : 'no errors');
  await ctx.close();
}
for (const w of [1280, 390]) {
  await walk('coordenador', ['escolas', 'relatorios', 'diario-de-classe', 'diario-de-classe/chamada-manual', 'carga-horaria', 'aprendizagem', 'aulas-ao-vivo'], w);
  await walk('professor', ['relatorios', 'aprendizagem', 'aulas-ao-vivo'], w);
  await walk('aluno1', ['aulas-ao-vivo'], w);
}
await browser.close();
