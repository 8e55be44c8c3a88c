import { describe, expect, it } from 'vitest';
import { createEmbeddedCorrector, rubricFor } from './embedded-corrector.ts';

const corrector = createEmbeddedCorrector();
const marksOf = async (text: string) => {
  const { marks } = await corrector.correct({ text, stage: 'ensino-medio', prompt: '', scope: 'language' });
  return marks.map((mark) => [mark.rule, text.slice(mark.start, mark.end)]);
};

describe('embedded essay corrector', () => {
  it('marks misspellings, not proper names nor acronyms', async () => {
    const marks = await marksOf('A excessão virou regra em Quixeramobim, segundo o IBGE. Derrepente tudo mudou.');
    expect(marks).toEqual([
      ['ortografia', 'excessão'],
      ['ortografia', 'Derrepente'],
    ]);
    const { marks: full } = await corrector.correct({
      text: 'A excessão.',
      stage: null,
      prompt: '',
      scope: 'language',
    });
    expect(full[0]?.comment).toContain('"exceção"');
  }, 30_000);

  it('marks agreement, crase, punctuation and orality', async () => {
    expect(await marksOf('Haviam muitas pessoas na fila.')).toEqual([['haver-impessoal', 'Haviam']]);
    expect(await marksOf('Fazem dois anos que espero.')).toEqual([['fazer-tempo', 'Fazem']]);
    expect(await marksOf('Eles vai chegar cedo.')).toEqual([['eles-singular', 'vai']]);
    expect(await marksOf('Muitos estudante chegaram.')).toEqual([['plural-nominal', 'estudante']]);
    expect(await marksOf('Isso nos mostra o caminho.')).toEqual([]);
    expect(await marksOf('O acesso à cultura é um direito.')).toEqual([]);
    expect(await marksOf('O acesso a cultura é um direito.')).toEqual([['crase-regencia', 'a']]);
    expect(await marksOf('Em relação a sociedade, nada mudou.')).toEqual([['crase-regencia', 'a']]);
    expect(await marksOf('O prazo vale à partir de hoje.')).toEqual([['crase-antes-de-verbo', 'à partir']]);
    expect(await marksOf('Ele chegou cedo , mas saiu.')).toEqual([['espaco-antes-pontuacao', ' ,']]);
    expect(await marksOf('Foi bom. depois piorou.')).toEqual([['maiuscula-inicio-frase', 'depois']]);
    expect(await marksOf('Livros, cadernos etc. foram doados pelo Sr. Pedro.')).toEqual([]);
    expect(await marksOf('Tipo assim, a escola é boa, né?')).toEqual([
      ['oralidade-tipo-assim', 'Tipo assim'],
      ['oralidade-ne', 'né'],
    ]);
    expect(await marksOf('Vou pra casa e vc vem tbm.')).toEqual([
      ['oralidade-pra', 'pra'],
      ['oralidade-abreviacao', 'vc'],
      ['oralidade-abreviacao', 'tbm'],
    ]);
    expect(await marksOf('O agente de saúde chegou, mas agente precisa esperar.')).toEqual([
      ['agente-a-gente', 'agente'],
    ]);
  });

  it('marks a content word repeated close by', async () => {
    expect(await marksOf('A violência cresce e a violência assusta.')).toEqual([['repeticao', 'violência']]);
  });

  it('scores the ENEM competences from measurable features, with reasons', async () => {
    const text = [
      'A evasão escolar é um problema antigo no Brasil. Segundo o IBGE, 20% dos jovens deixam a escola antes do fim.',
      'Em primeiro lugar, muitos jovens trabalham cedo, porque a família precisa de renda. Por exemplo, no campo a colheita coincide com as aulas.',
      'Além disso, a escola nem sempre dialoga com os estudantes. Dessa forma, o ensino parece distante, visto que ignora a realidade local.',
      'Portanto, o Ministério da Educação deve ampliar bolsas de permanência por meio de parcerias com os municípios, a fim de manter os jovens na escola, isto é, garantir que estudar seja possível.',
    ].join('\n');
    const result = await corrector.correct({
      text,
      stage: 'ensino-medio',
      prompt: 'Evasão escolar no Brasil',
      scope: 'full',
    });
    expect(result.rubric).toBe('enem');
    const score = (id: string) => result.scores.find((item) => item.id === id);
    expect(score('c5')?.score).toBe(200);
    expect(score('c5')?.reasons.map((reason) => reason.quote)).toEqual(
      expect.arrayContaining(['Ministério', 'por meio de', 'a fim de', 'isto é']),
    );
    for (const item of result.scores) {
      expect(item.score % 40).toBe(0);
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(200);
      expect(item.reasons.length).toBeGreaterThan(0);
    }
    expect(score('c4')?.score).toBeGreaterThanOrEqual(120);
    expect(result.marks.find((mark) => mark.rule === 'proposta-completa')?.category).toBe(1);
  });

  it('gives no intervention score without an action, and says what is missing', async () => {
    const text = 'A violência é grave.\nEla cresce nas cidades.\nAssim, tudo continua igual.';
    const result = await corrector.correct({ text, stage: null, prompt: '', scope: 'rubric' });
    expect(result.scores.find((item) => item.id === 'c5')?.score).toBe(0);
    expect(result.marks.find((mark) => mark.rule === 'proposta-incompleta')?.comment).toContain('agente');
  });

  it('follows the classroom stage: a simpler rubric before ensino médio', async () => {
    expect(rubricFor('fundamental-1')).toBe('school');
    expect(rubricFor('ensino-medio')).toBe('enem');
    const result = await corrector.correct({
      text: 'O meu cachorro é muito legal.\nEle brinca comigo.',
      stage: 'fundamental-1',
      prompt: 'Meu animal de estimação',
      scope: 'full',
    });
    expect(result.scores.map((item) => [item.id, item.max])).toEqual([
      ['ortografia', 100],
      ['organizacao', 100],
      ['criatividade', 100],
      ['tema', 100],
    ]);
    expect(result.marks.every((mark) => ['ortografia', 'organizacao', 'tema'].includes(mark.competence))).toBe(true);
  });
});
