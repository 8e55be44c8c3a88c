/**
 * Short school essays written for this bench, with their errors annotated inline:
 * `[s:word]` a spelling error, `[g:words]` a grammar error (agreement, crase, punctuation,
 * capitals). Orality ('né', 'pra') is style, neither annotated nor counted. The texts also hold
 * what must not be marked: proper names, acronyms, pronouns before verbs, correct crases.
 */
export const LABELLED_ESSAYS: string[] = [
  'A tecnologia mudou a forma como estudamos. [g:Haviam] muitas dúvidas sobre o ensino remoto, mas a escola se adaptou.\nHoje os professores usam plataformas digitais, e isso nos ajuda a aprender no nosso ritmo.',
  'O desmatamento da Amazônia preocupa o Brasil e o mundo. Segundo o INPE, a área devastada cresceu nos últimos anos.\nÉ uma [s:excessão] quando o governo consegue fiscalizar toda a floresta[g: ,] e isso precisa mudar.',
  'A violência nas escolas é um problema sério. [g:Fazem] dois anos que a cidade de Campinas criou um programa de mediação de conflitos.\nOs resultados mostram que o diálogo reduz as brigas.',
  'A leitura abre portas. Quem lê muito escreve melhor e argumenta com mais clareza.\n[s:Derrepente] um livro pode mudar a vida de alguém, como aconteceu com Carolina Maria de Jesus.',
  'O trânsito das grandes cidades é caótico. [g:Existe] muitos motivos para isso, como o excesso de carros e a falta de transporte público.\nEm relação [g:a] mobilidade, São Paulo ainda tem muito a fazer.',
  'A obesidade infantil cresce no país. Muitas crianças trocam frutas por salgadinhos[g: ,] e os pais nem sempre percebem.\nA escola pode ensinar hábitos saudáveis desde cedo.',
  'O racismo ainda existe no Brasil. Eles [g:vai] além das ofensas e aparece no mercado de trabalho.\nA Lei 7.716 pune o crime, mas a educação é o caminho mais duradouro.',
  'A água potável é um direito de todos. No entanto, milhões de brasileiros não têm saneamento básico.\nO acesso à água tratada reduz doenças e salva vidas. [s:Concerteza] é um investimento que vale a pena.',
  'As redes sociais aproximam as pessoas, mas também espalham notícias falsas. Muitos [g:usuário] compartilham textos sem ler.\nÉ preciso checar a fonte antes de divulgar qualquer informação.',
  'O voto é uma conquista da democracia. Os jovens de dezesseis anos já podem votar.\nPara [g:mim] decidir bem, preciso conhecer as propostas dos candidatos.',
  'A reciclagem ainda é pouco praticada. A maior parte do lixo vai para aterros[g: ,] o que polui o solo.\nCom a coleta seletiva, as cidades economizam recursos e geram empregos.',
  'O bullying deixa marcas profundas. Muitas vítimas se isolam e perdem o interesse pela escola. [g:depois] de um tempo, algumas precisam de apoio psicológico.\nOs colegas podem ajudar denunciando as agressões.',
  'A fome voltou a crescer no Brasil. Segundo a ONU, milhões de pessoas não têm o que comer todos os dias.\nA [s:solussão] passa por políticas públicas de renda e pelo apoio à agricultura familiar.',
  'O esporte transforma vidas. Projetos sociais em comunidades do Rio de Janeiro revelaram atletas olímpicos.\nAlém disso, o esporte afasta os jovens da violência e ensina disciplina.',
  'A saúde mental dos estudantes merece atenção. A pressão por notas causa ansiedade[g: ,] e muitos não pedem ajuda.\nAs escolas deveriam ter psicólogos, [g:afim] de acolher quem sofre.',
  'O lixo eletrônico cresce a cada ano. Celulares velhos ficam guardados em gavetas ou vão para o lixo comum.\nOs fabricantes devem recolher esses aparelhos, pois eles contêm metais pesados.',
  'A inclusão de pessoas com deficiência avança devagar. Muitas escolas não têm rampas nem intérpretes de Libras.\nA acessibilidade é um direito garantido pela lei, e não um favor.',
  'O consumo de energia aumenta no verão. As usinas hidrelétricas dependem das chuvas, e a seca encarece a conta.\nA energia solar é uma alternativa limpa e cada vez mais barata.',
  'A gravidez na adolescência interrompe sonhos. Muitas jovens abandonam os estudos para cuidar dos filhos.\nA educação sexual nas escolas ajuda a prevenir esse problema. [g:Agente] precisa falar sobre isso sem tabu.',
  'O trabalho infantil ainda é comum no campo. Crianças ajudam na colheita e faltam às aulas.\nO Estatuto da Criança e do Adolescente proíbe essa prática, mas a fiscalização é falha.',
  'A poluição dos rios afeta as cidades. O rio Tietê recebe esgoto sem tratamento há décadas.\nAs pessoas [g:precisa] cobrar das autoridades a despoluição, porque o rio é de todos.',
  'Os idosos merecem respeito. Muitos vivem sozinhos e sofrem com o abandono da família.\nO Estatuto do Idoso garante direitos, mas a sociedade nem sempre os cumpre. [s:Infelismente], o preconceito contra a velhice persiste.',
  'A internet deveria chegar a todos. No interior do Nordeste, muitas escolas não têm conexão.\nSem internet, os alunos ficam para trás em relação [g:a] tecnologia usada nas capitais.',
  'O preconceito linguístico humilha quem fala diferente. O sotaque do Nordeste ainda é alvo de piadas na televisão.\nA língua muda de região para região, e todas as variedades têm valor.',
  'As queimadas no Pantanal destruíram a fauna em 2020. Onças e jacarés morreram queimados.\nO [s:goberno] precisa investir em brigadas de incêndio e punir quem põe fogo na mata.',
  'A cultura do cancelamento nas redes sociais assusta. Uma frase mal interpretada destrói reputações em horas.\nO debate exige [s:paciencia] e disposição para ouvir o outro.',
  'O celular na sala de aula divide opiniões. Alguns professores o usam como ferramenta, outros o proíbem.\nO importante é ensinar o uso responsável, porque a tecnologia faz parte da vida.',
  'O analfabetismo funcional preocupa os educadores. Muitos adultos leem, mas não entendem o que leram.\nIsso prejudica o trabalho e a cidadania. Nós [g:precisa] investir na educação de jovens e adultos.',
  'A vacinação salvou milhões de vidas. Doenças como a poliomielite foram controladas graças às campanhas.\nHoje, notícias falsas afastam as pessoas dos postos de saúde, o que é um [s:perigozo] retrocesso.',
  'O desperdício de alimentos é um contraste cruel com a fome. Feiras e supermercados jogam fora toneladas de comida.\nOs bancos de alimentos recolhem essas sobras e as levam a quem precisa.',
  'Os animais abandonados lotam as ruas das cidades. Muitas famílias compram filhotes e depois os deixam na rua.\nA adoção responsável e a castração são as melhores saídas. [g:À] partir de agora, cada um pode fazer a sua parte.',
  'A educação financeira deveria começar cedo. Muitos jovens se endividam com cartões de crédito.\nAprender a poupar evita problemas no futuro[g: ,] e garante mais liberdade.',
  'O Brasil tem uma das maiores biodiversidades do planeta. A Mata Atlântica, porém, perdeu a maior parte da sua cobertura original.\nProteger as florestas é proteger a água, o clima e a nossa própria [s:sobrevivênsia].',
];

export interface Annotation {
  start: number;
  end: number;
  kind: 'spelling' | 'grammar';
}

/** The text without markers, and the annotated spans as offsets into it. */
export function parseLabelled(source: string): { text: string; annotations: Annotation[] } {
  const annotations: Annotation[] = [];
  let text = '';
  let last = 0;
  for (const match of source.matchAll(/\[([sg]):([^\]]+)\]/g)) {
    text += source.slice(last, match.index);
    const body = match[2] ?? '';
    const leading = body.length - body.trimStart().length;
    const start = text.length + leading;
    text += body;
    annotations.push({ start, end: text.length, kind: match[1] === 's' ? 'spelling' : 'grammar' });
    last = match.index + match[0].length;
  }
  text += source.slice(last);
  return { text, annotations };
}
