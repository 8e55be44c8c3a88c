import { AFTER, BEFORE, L } from './text.ts';

/** What a mark weighs on, before a rubric names it (c1…c5 for ENEM, the school rubric's ids otherwise). */
export type Area = 'norma' | 'estrutura' | 'argumentos' | 'coesao' | 'proposta';

export interface Rule {
  id: string;
  kind: 'grammar' | 'style';
  area: Area;
  /** Matched case-insensitively on the whole text; a group named `mark` narrows the mark to it. */
  pattern: RegExp;
  comment: (match: RegExpMatchArray) => string;
}

const W = `[${L}]+`;
const rule = (
  id: string,
  kind: Rule['kind'],
  source: string,
  comment: Rule['comment'],
  area: Area = 'norma',
): Rule => ({
  id,
  kind,
  area,
  pattern: new RegExp(`${BEFORE}(?:${source})${AFTER}`, 'giud'),
  comment,
});
const said = (match: RegExpMatchArray) => (match.groups?.mark ?? match[0]).trim();

/** Feminine endings: a noun ending so takes 'a' as its article, which 'a' + 'a' fuses into 'à'. */
const FEMININE = `${W}(?:dade|ção|ções|são|gem|ência|ância|eza|ura|tude)`;
/** Words that require 'a' after them (regência), so a feminine noun after them takes crase. */
const REQUIRE_A =
  'em relação|devido|graças|referente|quanto|voltad[oa]s?|direcionad[oa]s?|dirigid[oa]s?|aliad[oa]s?|contrári[oa]s?|favorável|prejudicial|acesso|combate|respeito';
/** 'os', 'as' and 'nos' are also pronouns before a verb ('isso nos mostra'): only after a preposition are they articles for sure. */
const PLURAL_DETERMINERS =
  'dos|das|pelos|pelas|esses|essas|estes|estas|aqueles|aquelas|muitos|muitas|vários|várias|alguns|algumas|poucos|poucas|diversos|diversas|(?:com|para|sobre|entre|contra|sem|todos|todas) (?:os|as)';
const NOT_NOUNS =
  'que|de|do|da|em|no|na|se|quais|qual|mais|menos|mesmo|mesma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|cem|mil|cujo|cuja|como|quando|onde|e|ou|a|o|um|uma|sobre|entre|para|por|com|sem|até|ao|à|já|não|só|lá|aí|cá|demais|ambos|ambas|próprio|própria|tal|outro|outra|pouco|pouca|primeiro|primeira|último|última|menor|maior|melhor|pior';
const THIRD_PERSON_SINGULAR =
  'vai|foi|está|é|tem|pode|deve|precisa|faz|consegue|fica|sabe|quer|acha|era|estava|tinha|ia';

/**
 * Grammar and style rules for Brazilian school essays. Each one is written for precision: it
 * fires only on a shape that is wrong (or oral) in a formal essay nearly every time, so the
 * teacher is not asked to reject many suggestions.
 */
export const RULES: Rule[] = [
  // Crase
  rule(
    'crase-antes-de-verbo',
    'grammar',
    `à (?:partir|ser|fazer|ter|dizer|ver|começar|estudar)`,
    () => 'Não há crase antes de verbo: use "a".',
  ),
  rule(
    'crase-antes-de-masculino',
    'grammar',
    `à (?:${W}mento|pé|prazo|respeito|cavalo|nível)`,
    () => 'Não há crase antes de palavra masculina: use "a".',
  ),
  rule('crase-as-vezes', 'grammar', `(?<=^|[.!?]\\s*|\\n)(?<mark>as vezes)`, () => 'A locução leva crase: "às vezes".'),
  rule('crase-a-medida-que', 'grammar', `(?<mark>a medida que)`, () => 'A locução leva crase: "à medida que".'),
  rule(
    'crase-regencia',
    'grammar',
    `(?:${REQUIRE_A}) (?<mark>a) ${FEMININE}`,
    () => 'Esta expressão pede a preposição "a", e a palavra feminina pede o artigo "a": use a crase, "à".',
  ),
  // Agreement
  rule(
    'haver-impessoal',
    'grammar',
    `(?<mark>haviam|houveram) (?:muitos|muitas|vários|várias|poucos|poucas|alguns|algumas|diversos|diversas|\\d+|dois|duas|três|${W}s)`,
    (m) =>
      `No sentido de "existir", o verbo haver é impessoal: use "${said(m).toLowerCase() === 'haviam' ? 'havia' : 'houve'}".`,
  ),
  rule(
    'fazer-tempo',
    'grammar',
    `(?<mark>fazem) (?:\\d+|dois|duas|três|muitos|vários|alguns|poucos) (?:anos|meses|dias|semanas|décadas|séculos)`,
    () => 'Indicando tempo decorrido, "fazer" fica no singular: "faz".',
  ),
  rule(
    'existir-concordancia',
    'grammar',
    `(?<mark>existe|existia) (?:muitos|muitas|vários|várias|diversos|diversas|poucos|poucas|alguns|algumas)`,
    (m) =>
      `O verbo concorda com o sujeito no plural: "${said(m).toLowerCase() === 'existe' ? 'existem' : 'existiam'}".`,
  ),
  rule(
    'a-gente-plural',
    'grammar',
    `a gente (?<mark>vamos|fomos|estamos|somos|temos|podemos|devemos|precisamos|sabemos|queremos|fazemos)`,
    () => '"A gente" pede o verbo na 3ª pessoa do singular (e é informal: prefira "nós").',
  ),
  rule(
    'nos-singular',
    'grammar',
    `nós (?<mark>${THIRD_PERSON_SINGULAR})`,
    () => 'Com "nós", o verbo vai para a 1ª pessoa do plural.',
  ),
  rule(
    'eles-singular',
    'grammar',
    `(?:eles|elas) (?<mark>${THIRD_PERSON_SINGULAR})`,
    () => 'Com sujeito no plural, o verbo vai para o plural.',
  ),
  rule(
    'plural-nominal',
    'grammar',
    `(?:${PLURAL_DETERMINERS}) (?<mark>(?!(?:${NOT_NOUNS})${AFTER})${W}[aeo])`,
    () => 'Concordância nominal: o determinante está no plural e o substantivo no singular.',
  ),
  rule(
    'para-mim-fazer',
    'grammar',
    `para (?<mark>mim) (?:${W}(?:ar|er|ir))`,
    () => 'Antes de verbo no infinitivo, o sujeito é "eu": "para eu".',
  ),
  rule(
    'agente-a-gente',
    'grammar',
    `(?<!(?:o|um|do|ao|pelo|este|esse|cada|como) )(?<mark>agente) (?:vai|vamos|precisa|tem|pode|deve|fica|sabe|quer|faz|acha)`,
    () => 'Aqui é a locução "a gente" (separado); "agente" é quem age.',
  ),
  rule('afim-de', 'grammar', `(?<mark>afim) de`, () => 'A locução de finalidade se escreve separada: "a fim de".'),
  rule(
    'mais-mas',
    'grammar',
    `, (?<mark>mais) (?:também|sim|não|isso|o|a|os|as|eles|elas|ele|ela)${AFTER}`,
    () => 'Com sentido de oposição, use "mas".',
  ),
  // Orality and informality
  rule('oralidade-tipo-assim', 'style', `tipo assim`, () => 'Marca de oralidade: retire "tipo assim" do texto formal.'),
  rule('oralidade-ne', 'style', `né`, () => 'Marca de oralidade: retire "né" do texto formal.'),
  rule(
    'oralidade-pra',
    'style',
    `pra|pro|pras|pros|prum|pruma`,
    () => 'Forma oral de "para": no texto formal, escreva "para" (ou "para o", "para a").',
  ),
  rule(
    'oralidade-ta',
    'style',
    `tá|tô|tava|tavam|tamo|tamos`,
    () => 'Forma oral do verbo "estar": escreva-o por inteiro.',
  ),
  rule(
    'oralidade-abreviacao',
    'style',
    `vc|vcs|tbm|tb|pq|blz|msm|qdo|q|cmg|hj|mt|mto`,
    () => 'Abreviação de mensagem: escreva a palavra por inteiro.',
  ),
  rule(
    'oralidade-girias',
    'style',
    `mano|galera|aí ele|aí ela|aí eles|aí elas`,
    () => 'Gíria ou marca de fala: prefira um termo formal.',
  ),
  rule(
    'a-nivel-de',
    'style',
    `a nível de`,
    () => '"A nível de" é clichê: prefira "em nível de" ou "no que diz respeito a".',
  ),
  // Punctuation
  rule(
    'espaco-antes-pontuacao',
    'grammar',
    `${W}(?<mark> +[,.;:!?])`,
    () => 'Não há espaço antes do sinal de pontuação.',
  ),
  rule(
    'espaco-depois-virgula',
    'grammar',
    `${W}(?<mark>[,;])(?=[${L}])`,
    () => 'Falta espaço depois do sinal de pontuação.',
  ),
  rule(
    'pontuacao-repetida',
    'style',
    `${W}(?<mark>[!?]{2,}|!\\?|\\?!)`,
    () => 'Pontuação repetida não cabe no texto dissertativo.',
  ),
  rule(
    'maiuscula-inicio-frase',
    'grammar',
    `${W}(?<!${BEFORE}(?:etc|[Ss]ra?|[Dd]ra?|[Pp]rofa?|pág|art|cap))[.!?] (?<mark>\\p{Ll}[${L}]*)`,
    () => 'Depois de ponto final, a frase começa com letra maiúscula.',
  ),
];

// Patterns are built on the case-insensitive flag; this one alone needs case, so it is rebuilt without it.
const capital = RULES.find((item) => item.id === 'maiuscula-inicio-frase');
if (capital) capital.pattern = new RegExp(capital.pattern.source, 'gud');
