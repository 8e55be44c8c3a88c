import type { TrailMapThemeId } from '@ava/contracts';
import type { Handout, Picture } from './demo-trail-media.ts';

/**
 * The demo's learning trails (issue 20 part 6): six trails of the teacher 'professor' of the
 * demo platform, from the first years of fundamental to ensino médio, using every step type
 * and several map themes. Their pictures, handouts and text files are made at seed time.
 */

type Alternatives = readonly (readonly [text: string, correct: boolean])[];

export type DemoTrailStep =
  | { type: 'text'; title: string; html: string }
  /** A YouTube embed link, played in the step's frame. */
  | { type: 'video'; title: string; url: string }
  /** A library challenge, by its seed key (challenges.seed-data.ts). */
  | { type: 'challenge'; title: string; challenge: string }
  | { type: 'pdf'; title: string; html: string; fileName: string; handout: Handout }
  | { type: 'image'; title: string; html: string; fileName: string; picture: Picture }
  | { type: 'file'; title: string; html: string; fileName: string; text: string }
  | { type: 'forum'; title: string; html: string }
  | { type: 'quiz'; title: string; html: string; questions: readonly { text: string; alternatives: Alternatives }[] };

export interface DemoTrail {
  /** Its external id is `demo-trilha-<slug>`. */
  slug: string;
  title: string;
  guidance: string;
  layout: TrailMapThemeId;
  gradeIds: number[];
  keywords: string[];
  steps: readonly DemoTrailStep[];
}

const WHITE = [255, 255, 255] as const;

const WATER_CYCLE: Picture = {
  width: 480,
  height: 300,
  background: [
    [120, 195, 245],
    [205, 235, 255],
  ],
  shapes: [
    { kind: 'circle', x: 70, y: 62, radius: 36, color: [255, 204, 0] },
    { kind: 'circle', x: 320, y: 70, radius: 30, color: WHITE },
    { kind: 'circle', x: 358, y: 56, radius: 38, color: WHITE },
    { kind: 'circle', x: 398, y: 74, radius: 28, color: WHITE },
    { kind: 'rect', x: 300, y: 74, width: 120, height: 28, color: WHITE },
    ...[310, 335, 360, 385, 410].flatMap((x, i) => [
      { kind: 'rect' as const, x, y: 115 + (i % 2) * 14, width: 4, height: 16, color: [30, 110, 210] as const },
      { kind: 'rect' as const, x: x + 10, y: 150 + (i % 2) * 12, width: 4, height: 16, color: [30, 110, 210] as const },
    ]),
    { kind: 'circle', x: 110, y: 330, radius: 150, color: [96, 170, 72] },
    { kind: 'rect', x: 200, y: 238, width: 280, height: 62, color: [22, 108, 190] },
    ...[150, 175, 200].map((y, i) => ({ kind: 'circle' as const, x: 250 + i * 12, y, radius: 5, color: WHITE })),
  ],
};

const PIZZA: Picture = {
  width: 480,
  height: 300,
  background: [
    [255, 247, 228],
    [250, 232, 200],
  ],
  shapes: [
    { kind: 'circle', x: 240, y: 150, radius: 130, color: [228, 228, 232] },
    { kind: 'circle', x: 240, y: 150, radius: 118, color: [196, 140, 70] },
    ...Array.from({ length: 8 }, (_, slice) => ({
      kind: 'slice' as const,
      x: 240,
      y: 150,
      radius: 108,
      from: slice / 8,
      to: (slice + 1) / 8,
      color:
        slice < 3
          ? ((slice % 2 ? [200, 62, 48] : [222, 84, 62]) as readonly [number, number, number])
          : ((slice % 2 ? [240, 190, 60] : [252, 208, 86]) as readonly [number, number, number]),
    })),
  ],
};

const SOLAR_SYSTEM: Picture = {
  width: 480,
  height: 300,
  background: [
    [8, 10, 40],
    [32, 20, 74],
  ],
  shapes: [
    ...[
      [30, 30],
      [120, 60],
      [200, 25],
      [300, 270],
      [350, 40],
      [430, 250],
      [460, 90],
      [250, 280],
    ].map(([x = 0, y = 0]) => ({ kind: 'circle' as const, x, y, radius: 2, color: WHITE })),
    { kind: 'circle', x: -60, y: 150, radius: 110, color: [255, 190, 0] },
    { kind: 'circle', x: 70, y: 150, radius: 5, color: [170, 170, 170] },
    { kind: 'circle', x: 95, y: 150, radius: 8, color: [230, 180, 100] },
    { kind: 'circle', x: 124, y: 150, radius: 9, color: [50, 120, 220] },
    { kind: 'circle', x: 152, y: 150, radius: 7, color: [200, 80, 40] },
    { kind: 'circle', x: 208, y: 150, radius: 26, color: [210, 160, 110] },
    { kind: 'circle', x: 284, y: 150, radius: 20, color: [230, 200, 130] },
    { kind: 'rect', x: 250, y: 148, width: 68, height: 4, color: [200, 180, 120] },
    { kind: 'circle', x: 352, y: 150, radius: 14, color: [150, 220, 230] },
    { kind: 'circle', x: 414, y: 150, radius: 13, color: [60, 90, 220] },
  ],
};

/** Brazil's electricity by source in 2023 (EPE, Balanço Energético Nacional 2024), rounded. */
const ELECTRICITY_MIX = [
  { share: 59, color: [30, 110, 210] },
  { share: 13, color: [120, 200, 230] },
  { share: 8, color: [90, 160, 60] },
  { share: 7, color: [250, 190, 30] },
  { share: 5, color: [150, 150, 160] },
  { share: 8, color: [200, 120, 80] },
] as const;

const ENERGY_CHART: Picture = {
  width: 480,
  height: 300,
  background: [WHITE, [240, 244, 250]],
  shapes: [
    { kind: 'rect', x: 40, y: 270, width: 410, height: 3, color: [60, 60, 70] },
    ...ELECTRICITY_MIX.map(({ share, color }, index) => ({
      kind: 'rect' as const,
      x: 60 + index * 66,
      y: 270 - share * 4,
      width: 44,
      height: share * 4,
      color,
    })),
  ],
};

export const DEMO_TRAILS: readonly DemoTrail[] = [
  {
    slug: 'ciclo-da-agua',
    title: 'O ciclo da água',
    guidance:
      '<p>Vamos seguir uma gotinha de água do mar até a nuvem e de volta para o chão. Siga os passos na ordem!</p>',
    layout: 'sea',
    gradeIds: [19, 20],
    keywords: ['água', 'ciências', 'natureza'],
    steps: [
      {
        type: 'text',
        title: 'A água não para',
        html:
          '<p>A água do planeta está sempre viajando. O calor do <strong>Sol</strong> aquece rios, lagos e mares, e um pouco da água vira <strong>vapor</strong>, que sobe para o céu: é a <em>evaporação</em>.</p>' +
          '<p>Lá no alto o ar é frio, e o vapor vira gotinhas que formam as <strong>nuvens</strong>: é a <em>condensação</em>. Quando as gotinhas ficam pesadas, caem como <strong>chuva</strong>: é a <em>precipitação</em>.</p>' +
          '<p>A chuva escorre para os rios e para o mar, ou entra no solo. E a viagem começa de novo!</p>',
      },
      {
        type: 'image',
        title: 'Olhe o desenho',
        html: '<p>Encontre no desenho o Sol, o vapor subindo do mar, a nuvem e a chuva caindo.</p>',
        fileName: 'ciclo-da-agua.png',
        picture: WATER_CYCLE,
      },
      {
        type: 'pdf',
        title: 'Diário de uma gota',
        html: '<p>Leia o diário da gota Dalila e faça a experiência da chuva no pote com um adulto.</p>',
        fileName: 'diario-de-uma-gota.pdf',
        handout: {
          title: 'Diário de uma gota',
          pages: [
            [
              'Olá! Eu sou a Dalila, uma gota de água. Hoje acordei no mar, quentinha com o sol da manhã.',
              'Fiquei tão leve que virei vapor e subi, subi, subi. Isso se chama evaporação.',
              'No alto do céu fazia frio. Encontrei outras gotinhas e juntas formamos uma nuvem. Isso se chama condensação.',
              'A nuvem foi ficando pesada e... ploft! Caí com a chuva em cima de uma floresta. Isso se chama precipitação.',
              'Uma parte das minhas amigas entrou no solo e matou a sede das plantas. Eu escorri até um rio, e o rio me levou de volta para o mar.',
            ],
            [
              'Experiência: chuva no pote',
              '• Você vai precisar de um pote de vidro, água morna, um prato e cubos de gelo.',
              '• Com a ajuda de um adulto, coloque um pouco de água morna no pote.',
              '• Tampe o pote com o prato e coloque os cubos de gelo em cima do prato.',
              '• Espere alguns minutos e observe: gotinhas se formam embaixo do prato e caem de volta, como chuva!',
              'Por que isso acontece? O vapor da água morna sobe, encontra o prato gelado e vira gotinhas de novo.',
            ],
          ],
        },
      },
      {
        type: 'quiz',
        title: 'Quiz da gotinha',
        html: '<p>Responda para ver o que você aprendeu.</p>',
        questions: [
          {
            text: 'Como se chama a passagem da água do mar para o vapor, com o calor do Sol?',
            alternatives: [
              ['Evaporação', true],
              ['Precipitação', false],
              ['Infiltração', false],
            ],
          },
          {
            text: 'Do que as nuvens são feitas?',
            alternatives: [
              ['De algodão', false],
              ['De gotinhas de água', true],
              ['De fumaça', false],
            ],
          },
          {
            text: 'O que acontece quando as gotinhas da nuvem ficam pesadas?',
            alternatives: [
              ['Elas somem', false],
              ['Elas caem como chuva', true],
              ['Elas viram pedra', false],
            ],
          },
        ],
      },
      {
        type: 'forum',
        title: 'Conversa: economizar água',
        html: '<p>Conte para a turma uma coisa que você e sua família fazem para não desperdiçar água.</p>',
      },
    ],
  },
  {
    slug: 'fracoes-no-piquenique',
    title: 'Frações no piquenique',
    guidance:
      '<p>Dividir a pizza, o bolo e a salada de frutas é assunto de matemática! Descubra as frações no piquenique.</p>',
    layout: 'candy',
    gradeIds: [20, 21],
    keywords: ['frações', 'matemática'],
    steps: [
      {
        type: 'text',
        title: 'O que é uma fração?',
        html:
          '<p>Uma <strong>fração</strong> mostra partes iguais de um inteiro. Se uma pizza é cortada em 8 pedaços iguais, cada pedaço é <strong>1/8</strong> (um oitavo) da pizza.</p>' +
          '<p>O número de baixo, o <em>denominador</em>, diz em quantas partes o inteiro foi dividido. O número de cima, o <em>numerador</em>, diz quantas dessas partes estamos contando.</p>',
      },
      {
        type: 'image',
        title: 'A pizza do piquenique',
        html: '<p>A pizza foi cortada em 8 pedaços iguais: 3 são de calabresa (vermelhos) e 5 são de queijo (amarelos). A calabresa é 3/8 da pizza. Que fração é de queijo?</p>',
        fileName: 'pizza-em-oitavos.png',
        picture: PIZZA,
      },
      { type: 'challenge', title: 'Desafio: frações no piquenique', challenge: 'f1-fracoes-no-piquenique' },
      {
        type: 'file',
        title: 'Receita de salada de frutas',
        html: '<p>Abra a receita e procure as frações nos ingredientes.</p>',
        fileName: 'salada-de-frutas.txt',
        text: [
          'SALADA DE FRUTAS DO PIQUENIQUE (para 8 pessoas)',
          '',
          'Ingredientes:',
          '- 1/2 mamão',
          '- 1/4 de melancia',
          '- 2 bananas',
          '- 1 maçã',
          '- 3/4 de xícara de suco de laranja',
          '',
          'Modo de fazer (com a ajuda de um adulto):',
          '1. Lave bem as frutas.',
          '2. Corte tudo em pedacinhos.',
          '3. Misture numa tigela e regue com o suco de laranja.',
          '',
          'Para pensar:',
          '- Se fizermos a receita para 4 pessoas, usaremos metade de cada ingrediente.',
          '  Quanto de mamão vamos usar? (Resposta: 1/4 do mamão.)',
          '- Quem é maior: 1/2 ou 1/4 de uma fruta? (Resposta: 1/2.)',
          '',
        ].join('\n'),
      },
      {
        type: 'quiz',
        title: 'Quiz das frações',
        html: '<p>Escolha a resposta certa.</p>',
        questions: [
          {
            text: 'Uma pizza foi cortada em 8 pedaços iguais e 3 são de calabresa. Que fração é de queijo?',
            alternatives: [
              ['3/8', false],
              ['5/8', true],
              ['8/5', false],
            ],
          },
          {
            text: 'Qual fração é maior?',
            alternatives: [
              ['1/2', true],
              ['1/4', false],
              ['1/8', false],
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'animais-e-seus-ambientes',
    title: 'Os animais e seus ambientes',
    guidance: '<p>Cada animal vive num lugar que combina com ele. Vamos conhecer alguns grupos de animais!</p>',
    layout: 'woods-river',
    gradeIds: [19, 20],
    keywords: ['animais', 'ciências'],
    steps: [
      {
        type: 'text',
        title: 'Grupos de animais',
        html:
          '<p>Os <strong>mamíferos</strong> mamam quando são filhotes e quase todos têm pelos, como o cachorro e a baleia. As <strong>aves</strong> têm penas e bico, como o tucano. Os <strong>peixes</strong> respiram por brânquias dentro da água.</p>' +
          '<p>Os <strong>répteis</strong>, como o jacaré, têm escamas ou placas na pele, e os <strong>anfíbios</strong>, como o sapo, vivem parte da vida na água e parte na terra.</p>',
      },
      {
        type: 'video',
        title: 'Os elefantes do zoológico',
        url: 'https://www.youtube.com/embed/jNQXAC9IVRw',
      },
      { type: 'challenge', title: 'Desafio: grupos de animais', challenge: 'f1-grupos-de-animais' },
      {
        type: 'quiz',
        title: 'Quiz dos animais',
        html: '<p>Pense no que você viu e responda.</p>',
        questions: [
          {
            text: 'O elefante é de qual grupo de animais?',
            alternatives: [
              ['Mamíferos', true],
              ['Aves', false],
              ['Répteis', false],
            ],
          },
          {
            text: 'Qual destes animais tem penas?',
            alternatives: [
              ['Sapo', false],
              ['Tucano', true],
              ['Jacaré', false],
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'viagem-pelo-sistema-solar',
    title: 'Viagem pelo Sistema Solar',
    guidance: '<p>Aperte os cintos: vamos visitar os oito planetas, do mais perto ao mais longe do Sol.</p>',
    layout: 'space',
    gradeIds: [23, 24],
    keywords: ['astronomia', 'ciências', 'planetas'],
    steps: [
      {
        type: 'text',
        title: 'Nossa vizinhança no espaço',
        html:
          '<p>O <strong>Sistema Solar</strong> é formado pelo Sol e por tudo o que gira em volta dele: oito planetas, suas luas, planetas-anões, asteroides e cometas.</p>' +
          '<p>Os quatro planetas mais próximos do Sol (Mercúrio, Vênus, Terra e Marte) são <em>rochosos</em>. Os quatro mais distantes (Júpiter, Saturno, Urano e Netuno) são <em>gigantes</em> feitos principalmente de gases e gelo.</p>',
      },
      {
        type: 'image',
        title: 'Os planetas em fila',
        html: '<p>No desenho, os planetas estão em ordem a partir do Sol. Os tamanhos são aproximados e as distâncias não estão em escala.</p>',
        fileName: 'planetas-em-fila.png',
        picture: SOLAR_SYSTEM,
      },
      {
        type: 'pdf',
        title: 'Ficha dos planetas',
        html: '<p>Uma curiosidade sobre cada planeta. Qual delas você achou mais surpreendente?</p>',
        fileName: 'ficha-dos-planetas.pdf',
        handout: {
          title: 'Ficha dos planetas',
          pages: [
            [
              '• Mercúrio: o planeta mais próximo do Sol e o menor do Sistema Solar.',
              '• Vênus: o planeta mais quente, porque sua atmosfera espessa de gás carbônico segura o calor.',
              '• Terra: o único planeta conhecido com vida e com água líquida na superfície.',
              '• Marte: o "planeta vermelho"; a cor vem do óxido de ferro, a ferrugem, do seu solo.',
              '• Júpiter: o maior planeta; a Grande Mancha Vermelha é uma tempestade maior que a Terra.',
              '• Saturno: famoso pelos anéis, feitos de pedaços de gelo e rocha.',
              '• Urano: gira quase "deitado", com o eixo muito inclinado.',
              '• Netuno: o mais distante do Sol, com os ventos mais fortes do Sistema Solar.',
            ],
          ],
        },
      },
      { type: 'challenge', title: 'Desafio: em ordem no Sistema Solar', challenge: 'f2-em-ordem-no-sistema-solar' },
      {
        type: 'quiz',
        title: 'Quiz do Sistema Solar',
        html: '<p>Use a ficha dos planetas se precisar.</p>',
        questions: [
          {
            text: 'Qual é o maior planeta do Sistema Solar?',
            alternatives: [
              ['Saturno', false],
              ['Júpiter', true],
              ['Terra', false],
              ['Netuno', false],
            ],
          },
          {
            text: 'Qual planeta é o mais próximo do Sol?',
            alternatives: [
              ['Mercúrio', true],
              ['Vênus', false],
              ['Marte', false],
              ['Urano', false],
            ],
          },
          {
            text: 'Por que Marte é chamado de "planeta vermelho"?',
            alternatives: [
              ['Porque é muito quente', false],
              ['Por causa do óxido de ferro do solo', true],
              ['Porque está perto do Sol', false],
            ],
          },
        ],
      },
      {
        type: 'forum',
        title: 'Conversa: uma viagem espacial',
        html: '<p>Se você pudesse visitar um planeta, qual escolheria e o que levaria na mala? Explique usando o que aprendeu.</p>',
      },
    ],
  },
  {
    slug: 'biomas-do-brasil',
    title: 'Biomas do Brasil',
    guidance:
      '<p>Da Amazônia aos Pampas: conheça os seis biomas brasileiros e prepare uma pesquisa sobre um deles.</p>',
    layout: 'desert',
    gradeIds: [24, 25],
    keywords: ['biomas', 'geografia', 'ciências'],
    steps: [
      {
        type: 'text',
        title: 'Seis biomas, um país',
        html:
          '<p>Um <strong>bioma</strong> é uma grande área com clima, relevo, plantas e animais parecidos. O Brasil tem seis: <strong>Amazônia</strong>, <strong>Cerrado</strong>, <strong>Caatinga</strong>, <strong>Mata Atlântica</strong>, <strong>Pantanal</strong> e <strong>Pampa</strong>.</p>' +
          '<p>A Amazônia é o maior deles e abriga a maior floresta tropical do mundo. A Caatinga existe só no Brasil e tem plantas adaptadas à seca, como o mandacaru. O Pantanal é uma das maiores planícies alagáveis do planeta.</p>',
      },
      { type: 'challenge', title: 'Desafio: biomas do Brasil', challenge: 'f2-biomas-do-brasil' },
      {
        type: 'file',
        title: 'Roteiro de pesquisa',
        html: '<p>Escolha um bioma e siga o roteiro para a sua pesquisa.</p>',
        fileName: 'roteiro-de-pesquisa.txt',
        text: [
          'ROTEIRO DE PESQUISA: UM BIOMA BRASILEIRO',
          '',
          '1. Qual bioma você escolheu? Em quais estados ele aparece?',
          '2. Como é o clima: chove muito ou pouco? Faz calor ou frio?',
          '3. Cite três plantas e três animais que vivem nele.',
          '4. Que atividades humanas ameaçam esse bioma?',
          '5. O que pode ser feito para protegê-lo?',
          '',
          'Dica: anote de onde tirou cada informação (livro, site, entrevista).',
          '',
        ].join('\n'),
      },
      {
        type: 'quiz',
        title: 'Quiz dos biomas',
        html: '<p>Teste o que você sabe.</p>',
        questions: [
          {
            text: 'Qual bioma existe somente no Brasil?',
            alternatives: [
              ['Amazônia', false],
              ['Caatinga', true],
              ['Pampa', false],
            ],
          },
          {
            text: 'Qual é o maior bioma brasileiro?',
            alternatives: [
              ['Cerrado', false],
              ['Mata Atlântica', false],
              ['Amazônia', true],
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'energia-para-o-futuro',
    title: 'Energia para o futuro',
    guidance:
      '<p>De onde vem a eletricidade que usamos? Compare as fontes de energia e debata o futuro da matriz brasileira.</p>',
    layout: 'road',
    gradeIds: [27, 28],
    keywords: ['energia', 'física', 'sustentabilidade'],
    steps: [
      {
        type: 'text',
        title: 'Renováveis e não renováveis',
        html:
          '<p>Fontes <strong>renováveis</strong> se recompõem na escala de tempo humana: a água dos rios, o vento, a luz do Sol, a biomassa. Fontes <strong>não renováveis</strong>, como petróleo, carvão e gás natural, levaram milhões de anos para se formar e acabam com o uso.</p>' +
          '<p>Nenhuma fonte é livre de impacto: hidrelétricas alagam áreas, parques eólicos mudam a paisagem e as térmicas a combustível fóssil emitem gases de efeito estufa.</p>',
      },
      {
        type: 'image',
        title: 'A eletricidade do Brasil',
        html: '<p>O gráfico mostra, aproximadamente, de onde veio a eletricidade do Brasil em 2023 (EPE, Balanço Energético Nacional 2024): da esquerda para a direita, hidráulica (cerca de 59%), eólica (13%), biomassa (8%), solar (7%), gás natural (5%) e outras fontes (8%).</p>',
        fileName: 'matriz-eletrica.png',
        picture: ENERGY_CHART,
      },
      {
        type: 'pdf',
        title: 'Prós e contras de cada fonte',
        html: '<p>Leia o resumo antes do debate.</p>',
        fileName: 'fontes-de-energia.pdf',
        handout: {
          title: 'Fontes de energia',
          pages: [
            [
              '• Hidrelétrica: renovável e barata de operar; alaga grandes áreas e depende das chuvas.',
              '• Eólica: renovável e sem emissões na operação; depende do vento e muda a paisagem.',
              '• Solar fotovoltaica: renovável, pode ser instalada nos telhados; só gera durante o dia.',
              '• Biomassa: usa bagaço de cana e outros resíduos; exige área plantada.',
              '• Gás natural e carvão: geram a qualquer hora; são não renováveis e emitem gases de efeito estufa.',
              '• Nuclear: gera muita energia sem emitir gases de efeito estufa; produz resíduos radioativos que precisam ser guardados por muito tempo.',
            ],
          ],
        },
      },
      { type: 'challenge', title: 'Desafio: fontes de energia', challenge: 'em-fontes-de-energia' },
      {
        type: 'forum',
        title: 'Debate: a matriz de 2050',
        html: '<p>Que fontes o Brasil deveria ampliar até 2050? Defenda sua proposta com dois argumentos e responda ao colega com respeito.</p>',
      },
      {
        type: 'quiz',
        title: 'Quiz da energia',
        html: '<p>Confira seus conhecimentos.</p>',
        questions: [
          {
            text: 'Qual destas fontes é renovável?',
            alternatives: [
              ['Carvão mineral', false],
              ['Eólica', true],
              ['Petróleo', false],
              ['Gás natural', false],
            ],
          },
          {
            text: 'Segundo o gráfico, qual fonte gerou a maior parte da eletricidade do Brasil em 2023?',
            alternatives: [
              ['Solar', false],
              ['Eólica', false],
              ['Hidráulica', true],
              ['Gás natural', false],
            ],
          },
        ],
      },
    ],
  },
];

/** The trails applied as 'Trilha' activities in the demo classroom; `walked` says how many first steps a student finished. */
export const DEMO_TRAIL_ACTIVITIES: readonly {
  trail: string;
  title: string;
  details: string;
  workload: number;
  endsInDays: number;
  walked: Record<string, number>;
}[] = [
  {
    trail: 'ciclo-da-agua',
    title: 'Trilha: O ciclo da água',
    details: '<p>Percorra a trilha do ciclo da água até o fórum final.</p>',
    workload: 60,
    endsInDays: 14,
    walked: { aluno1: 3 },
  },
  {
    trail: 'fracoes-no-piquenique',
    title: 'Trilha: Frações no piquenique',
    details: '<p>Faça a trilha das frações e jogue o desafio do piquenique.</p>',
    workload: 45,
    endsInDays: 21,
    walked: {},
  },
];
