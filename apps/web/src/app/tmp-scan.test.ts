import { it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { chooseWording } from '../i18n/vocabulary.ts';
import.meta.glob(['../**/*-strings.ts', '!../**/*.test.ts'], { eager: true });
const SCHOOL_TERMS = /(?<!\p{L})(turmas?|alun[oa]s?|professor(?:a|es|as)?|classes?|institui(?:ção|ções)|provas?|escolas?|reda(?:ção|ções)|trilhas?|atividades?|bncc|séries?|simulados?)(?!\p{L})/giu;
function walk(v: unknown, p: string, out: string[]) {
  if (typeof v === 'string') { if (SCHOOL_TERMS.test(v)) out.push(`${p} = ${v}`); SCHOOL_TERMS.lastIndex = 0; return; }
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k, out);
}
it('scan', async () => {
  chooseWording(true);
  const out: string[] = [];
  const store = (i18n.store.data['pt-BR'] ?? {}) as Record<string, unknown>;
  for (const [ns, strings] of Object.entries(store)) walk(strings, ns + ':', out);
  const fs = await import('node:fs');
  fs.writeFileSync('/tmp/fx/scan.txt', out.join('\n'));
});
