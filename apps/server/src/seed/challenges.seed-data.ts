import type { gameRoundSchema } from '@ava/contracts';
import type { z } from 'zod';
import type { SeedChallenge } from './challenges.seed.ts';

/**
 * The demo's challenges (document 3 section 3, 'Challenge authoring'): short games written
 * for the platform, across the school stages and subjects, each classified with the BNCC
 * skills it works (code -> description, as the BNCC search shows them).
 */

export type SeedSubject =
  | 'Língua Portuguesa'
  | 'Matemática'
  | 'Ciências'
  | 'História'
  | 'Geografia'
  | 'Arte'
  | 'Inglês'
  | 'Educação Física';

type SeedRound = Omit<z.input<typeof gameRoundSchema>, 'order'>;

/** An authored challenge: the seed's shape, with the subject one of the eight. */
export type AuthoredChallenge = SeedChallenge & { subject: SeedSubject };

/** Rounds numbered in the order written. */
const rounds = (...list: SeedRound[]) => list.map((round, order) => ({ ...round, order }));
const groups = (...names: string[]) => names.map((name, order) => ({ order, name }));

const INFANTIL: AuthoredChallenge[] = [
  {
    key: 'infantil-quantos-tem-na-fazenda',
    title: 'Quantos tem na fazenda?',
    objective: 'Contar pequenas quantidades e relacionar cada número à sua quantidade.',
    interaction: 'multiple_choice',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Vamos contar os bichos e as coisas da fazenda! Conte devagar, apontando com o dedo.',
      challenges: rounds(
        {
          statement: 'No cercado há um porquinho, mais um porquinho e mais um porquinho. Quantos porquinhos há?',
          correct: ['3'],
          wrong: ['2', '4'],
          hints: ['Levante um dedo para cada porquinho.'],
          resolucao_content: 'São 3 porquinhos: um, dois, três.',
        },
        {
          statement: 'Duas galinhas estavam no quintal. Chegou mais uma. Quantas galinhas há agora?',
          correct: ['3'],
          wrong: ['2', '5'],
          hints: ['Duas e mais uma: conte todas juntas.'],
          resolucao_content: '2 galinhas e mais 1 galinha são 3 galinhas.',
        },
        {
          statement: 'Quantas patas tem um pato?',
          correct: ['2'],
          wrong: ['4', '3'],
          resolucao_content: 'O pato tem 2 patas, como a galinha. A vaca e o cavalo têm 4.',
        },
        {
          statement: 'Havia 5 maçãs na cesta. O cavalo comeu 1. Quantas maçãs sobraram?',
          correct: ['4'],
          wrong: ['5', '3'],
          hints: ['Conte as maçãs e tire uma.'],
          resolucao_content: '5 maçãs, o cavalo comeu 1: sobraram 4.',
        },
        {
          statement: 'Que número vem depois do 6?',
          correct: ['7'],
          wrong: ['5', '8'],
          hints: ['Conte: 4, 5, 6...'],
          resolucao_content: 'Depois do 6 vem o 7. Antes do 6 vem o 5.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'Matemática',
    bncc: {
      EI03ET07:
        'Relacionar números às suas respectivas quantidades e identificar o antes, o depois e o entre em uma sequência.',
    },
    keywords: ['contagem', 'quantidade', 'números'],
    tags: ['números', 'fazenda'],
    pcd_voice: true,
    pcd_sign: true,
    daily: true,
  },
  {
    key: 'infantil-quem-faz-esse-som',
    title: 'Quem faz esse som?',
    objective: 'Associar sons aos bichos e instrumentos que os produzem.',
    interaction: 'memory',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content: 'Cada bicho e cada instrumento tem o seu som. Vire as cartas e encontre os pares!',
      challenges: rounds(
        {
          statement: 'Encontre o som de cada bicho.',
          items: ['Vaca', 'Gato', 'Cachorro', 'Pato'],
          correct: ['Muuu', 'Miau', 'Au au', 'Quá quá'],
          resolucao_content: 'A vaca muge, o gato mia, o cachorro late e o pato grasna.',
        },
        {
          statement: 'Mais bichos: quem faz cada som?',
          items: ['Galinha', 'Ovelha', 'Pintinho', 'Sapo'],
          correct: ['Có có có', 'Béé', 'Piu piu', 'Croac'],
          resolucao_content: 'A galinha cacareja, a ovelha bale, o pintinho pia e o sapo coaxa.',
        },
        {
          statement: 'Agora os instrumentos: qual é o som de cada um?',
          items: ['Tambor', 'Sino', 'Apito', 'Chocalho'],
          correct: ['Tum tum', 'Blém blém', 'Priii', 'Chic chic'],
          resolucao_content:
            'Cada som tem o seu jeito, o timbre: é por ele que sabemos quem está tocando, mesmo de olhos fechados.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [30, 31, 32],
    subject: 'Arte',
    bncc: {
      EI03TS03:
        'Reconhecer as qualidades do som (intensidade, duração, altura e timbre), utilizando-as em suas produções sonoras e ao ouvir músicas e sons.',
    },
    keywords: ['sons', 'animais', 'instrumentos', 'timbre'],
    tags: ['música', 'fazenda'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'infantil-com-que-letra-comeca',
    title: 'Com que letra começa?',
    objective: 'Perceber o som do começo das palavras e a letra que o escreve.',
    interaction: 'multiple_choice',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Fale cada palavra em voz alta e preste atenção no primeiro som.',
      challenges: rounds(
        {
          statement: 'Com que letra começa BOLA?',
          correct: ['B'],
          wrong: ['P', 'D'],
          hints: ['Fale devagar: BO-LA.'],
          resolucao_content: 'BOLA começa com B, de BO.',
        },
        {
          statement: 'Com que letra começa GATO?',
          correct: ['G'],
          wrong: ['C', 'T'],
          hints: ['Fale devagar: GA-TO.'],
          resolucao_content: 'GATO começa com G, de GA.',
        },
        {
          statement: 'Com que letra começa MACACO?',
          correct: ['M'],
          wrong: ['N', 'B'],
          resolucao_content: 'MACACO começa com M, de MA.',
        },
        {
          statement: 'Com que letra começa SAPO?',
          correct: ['S'],
          wrong: ['F', 'Z'],
          resolucao_content: 'SAPO começa com S, de SA.',
        },
        {
          statement: 'Qual palavra começa com a mesma letra de LUA?',
          correct: ['LEÃO'],
          wrong: ['RUA', 'SOL'],
          hints: ['LUA começa com L.'],
          resolucao_content: 'LUA e LEÃO começam com L. RUA termina igual a LUA, mas começa com R.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'Língua Portuguesa',
    bncc: {
      EI03EF09:
        'Levantar hipóteses em relação à linguagem escrita, realizando registros de palavras e textos, por meio de escrita espontânea.',
    },
    keywords: ['letras', 'som inicial', 'alfabeto'],
    tags: ['alfabetização'],
    pcd_voice: true,
    pcd_sign: true,
  },
  {
    key: 'infantil-grande-ou-pequeno',
    title: 'Grande ou pequeno?',
    objective: 'Comparar o tamanho de bichos e objetos e separá-los em grupos.',
    interaction: 'categories',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Olhe bem cada bicho e cada coisa: é grande ou é pequeno?',
      categories: groups('Grande', 'Pequeno'),
      challenges: rounds(
        {
          statement: 'Separe os animais em grandes e pequenos.',
          items: ['Elefante', 'Formiga', 'Baleia', 'Joaninha'],
          correct: ['Grande', 'Pequeno', 'Grande', 'Pequeno'],
          resolucao_content: 'O elefante e a baleia são enormes. A formiga e a joaninha são pequenininhas.',
        },
        {
          statement: 'E estes animais?',
          items: ['Girafa', 'Pintinho', 'Cavalo', 'Abelha'],
          correct: ['Grande', 'Pequeno', 'Grande', 'Pequeno'],
          resolucao_content: 'A girafa e o cavalo são grandes. O pintinho e a abelha são pequenos.',
        },
        {
          statement: 'Agora as coisas: grandes ou pequenas?',
          items: ['Casa', 'Botão', 'Ônibus', 'Moeda'],
          correct: ['Grande', 'Pequeno', 'Grande', 'Pequeno'],
          resolucao_content: 'A casa e o ônibus são grandes. O botão e a moeda cabem na mão.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'Matemática',
    bncc: {
      EI03ET05: 'Classificar objetos e figuras de acordo com suas semelhanças e diferenças.',
      EI03ET01: 'Estabelecer relações de comparação entre objetos, observando suas propriedades.',
    },
    keywords: ['tamanho', 'comparação', 'classificação'],
    tags: ['grandezas', 'animais'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'infantil-do-menor-para-o-maior',
    title: 'Do menor para o maior',
    objective: 'Comparar tamanhos e quantidades e colocá-los em ordem.',
    interaction: 'ordering',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'No fundo do mar há peixes de todos os tamanhos. Vamos colocar tudo em fila!',
      challenges: rounds(
        {
          statement: 'Coloque os bichos do mar do menor para o maior.',
          correct: ['Peixinho', 'Golfinho', 'Baleia'],
          resolucao_content: 'O peixinho é o menor, o golfinho é maior que ele e a baleia é a maior de todos.',
        },
        {
          statement: 'Coloque os números do menor para o maior.',
          correct: ['1', '2', '3', '4', '5'],
          hints: ['Comece pelo 1.'],
          resolucao_content: '1, 2, 3, 4, 5: cada número é um a mais que o anterior.',
        },
        {
          statement: 'Agora ao contrário: do maior para o menor.',
          correct: ['8', '6', '3', '1'],
          hints: ['Comece pelo número que vem por último quando contamos.'],
          resolucao_content: '8 é o maior, depois 6, depois 3 e, por último, 1.',
        },
        {
          statement: 'Coloque as bolas da menor para a maior.',
          correct: ['Bola de gude', 'Bola de tênis', 'Bola de futebol'],
          resolucao_content:
            'A bola de gude cabe na ponta dos dedos, a de tênis na mão e a de futebol precisa das duas mãos.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'Matemática',
    bncc: {
      EI03ET01: 'Estabelecer relações de comparação entre objetos, observando suas propriedades.',
      EI03ET07:
        'Relacionar números às suas respectivas quantidades e identificar o antes, o depois e o entre em uma sequência.',
    },
    keywords: ['ordem', 'tamanho', 'sequência numérica'],
    tags: ['grandezas', 'números', 'mar'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'infantil-cuidando-do-meu-corpo',
    title: 'Cuidando do meu corpo',
    objective: 'Reconhecer hábitos de higiene, alimentação e descanso que cuidam da saúde.',
    interaction: 'true_false',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Cuidar do corpo deixa a gente com saúde. Diga se cada frase é verdadeira ou falsa.',
      challenges: rounds(
        {
          statement: 'Lavar as mãos',
          items: ['Lavamos as mãos antes de comer.', 'Só lavamos as mãos quando elas estão pretas de sujeira.'],
          correct: ['Lavamos as mãos antes de comer.'],
          resolucao_content:
            'Lavamos as mãos antes de comer e depois de ir ao banheiro, mesmo quando parecem limpas: os micróbios são pequenos demais para vermos.',
        },
        {
          statement: 'Os dentes',
          items: ['Escovamos os dentes depois das refeições.', 'Comer muito doce faz bem para os dentes.'],
          correct: ['Escovamos os dentes depois das refeições.'],
          resolucao_content: 'Doce demais ajuda a formar cáries. Escovar depois de comer deixa os dentes fortes.',
        },
        {
          statement: 'Hora do banho',
          items: ['O banho deixa o corpo limpo e cheiroso.', 'Podemos usar a escova de dentes do amigo.'],
          correct: ['O banho deixa o corpo limpo e cheiroso.'],
          resolucao_content: 'A escova de dentes é só nossa: cada um tem a sua.',
        },
        {
          statement: 'Comer e descansar',
          items: ['Frutas e verduras ajudam a crescer com saúde.', 'Dormir bem ajuda o corpo a descansar.'],
          correct: ['Frutas e verduras ajudam a crescer com saúde.', 'Dormir bem ajuda o corpo a descansar.'],
          resolucao_content: 'As duas frases são verdadeiras: comer bem e dormir bem também são cuidar do corpo.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [30, 31, 32],
    subject: 'Ciências',
    bncc: {
      EI03CG04: 'Adotar hábitos de autocuidado relacionados a higiene, alimentação, conforto e aparência.',
    },
    keywords: ['higiene', 'saúde', 'autocuidado'],
    tags: ['corpo humano', 'saúde'],
    pcd_voice: true,
    pcd_sign: true,
  },
  {
    key: 'infantil-meu-corpo-em-movimento',
    title: 'Meu corpo em movimento',
    objective: 'Reconhecer as partes do corpo e o que cada uma faz nas brincadeiras.',
    interaction: 'matching',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Nosso corpo é um foguete de movimentos! Ligue cada parte do corpo ao que ela faz.',
      challenges: rounds(
        {
          statement: 'Ligue a parte do corpo ao movimento.',
          items: ['Pernas', 'Mãos', 'Braços'],
          correct: ['Correr', 'Bater palmas', 'Abraçar'],
          resolucao_content: 'Corremos com as pernas, batemos palmas com as mãos e abraçamos com os braços.',
        },
        {
          statement: 'E os sentidos? Ligue cada parte ao que ela faz.',
          items: ['Olhos', 'Ouvidos', 'Nariz'],
          correct: ['Ver', 'Ouvir', 'Cheirar'],
          resolucao_content: 'Os olhos veem, os ouvidos ouvem e o nariz sente os cheiros.',
        },
        {
          statement: 'Mais movimentos para brincar.',
          items: ['Pés', 'Boca', 'Dedos'],
          correct: ['Chutar a bola', 'Soprar bolhas de sabão', 'Segurar o giz de cera'],
          resolucao_content: 'Chutamos com os pés, sopramos com a boca e seguramos o giz com os dedos.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'Educação Física',
    bncc: {
      EI03CG02:
        'Demonstrar controle e adequação do uso de seu corpo em brincadeiras e jogos, escuta e reconto de histórias, atividades artísticas, entre outras possibilidades.',
    },
    keywords: ['corpo', 'movimento', 'sentidos'],
    tags: ['corpo humano', 'brincadeiras'],
    pcd_voice: true,
    pcd_sign: true,
  },
  {
    key: 'infantil-eu-cresci',
    title: 'Eu cresci!',
    objective: 'Perceber a passagem do tempo na própria vida, na rotina e na família.',
    interaction: 'ordering',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 3 },
    data: {
      context_content: 'Todo mundo cresce e muda com o tempo. Vamos colocar as coisas na ordem em que acontecem.',
      challenges: rounds(
        {
          statement: 'Coloque as fases da vida em ordem: da mais nova para a mais velha.',
          correct: ['Bebê', 'Criança', 'Adulto', 'Idoso'],
          resolucao_content: 'Primeiro somos bebês, depois crianças, adultos e, por fim, idosos.',
        },
        {
          statement: 'O que acontece primeiro no dia? Coloque em ordem.',
          correct: ['Acordar', 'Tomar café da manhã', 'Ir para a escola', 'Dormir'],
          resolucao_content: 'De manhã acordamos e tomamos café, depois vamos para a escola e à noite dormimos.',
        },
        {
          statement: 'Na família da Lia, coloque da pessoa mais velha para a mais nova.',
          correct: ['Vovó da Lia', 'Mãe da Lia', 'Lia', 'Téo, o irmão bebê da Lia'],
          resolucao_content: 'A vovó nasceu primeiro, depois a mãe da Lia, depois a Lia e, por último, o bebê Téo.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [31, 32],
    subject: 'História',
    bncc: {
      EI03ET06:
        'Relatar fatos importantes sobre seu nascimento e desenvolvimento, a história dos seus familiares e da sua comunidade.',
    },
    keywords: ['tempo', 'família', 'rotina', 'antes e depois'],
    tags: ['tempo', 'família'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'infantil-palavrinhas-escondidas',
    title: 'Palavrinhas escondidas',
    objective: 'Reconhecer palavras conhecidas observando as letras que as formam.',
    interaction: 'word_search',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 5 },
    data: {
      context_content: 'As palavras se esconderam entre as letras! Procure com calma, letra por letra.',
      challenges: rounds(
        {
          statement: 'Ache os bichos: GATO, PATO e SAPO.',
          correct: ['GATO', 'PATO', 'SAPO'],
          hints: ['GATO e PATO terminam com as mesmas letras: ATO.'],
          resolucao_content: 'GATO, PATO e SAPO têm quatro letras cada uma.',
        },
        {
          statement: 'Ache as coisas do céu: SOL, LUA e ESTRELA.',
          correct: ['SOL', 'LUA', 'ESTRELA'],
          resolucao_content: 'SOL e LUA têm três letras. ESTRELA é a maior palavra: tem sete letras.',
        },
        {
          statement: 'Ache os brinquedos: BOLA, PIPA e PIÃO.',
          correct: ['BOLA', 'PIPA', 'PIÃO'],
          hints: ['PIPA e PIÃO começam com PI.'],
          resolucao_content: 'BOLA, PIPA e PIÃO: no caça-palavras, o Ã de PIÃO aparece como A.',
        },
      ),
    },
    stage: 'infantil',
    grade_ids: [32],
    subject: 'Língua Portuguesa',
    bncc: {
      EI03EF09:
        'Levantar hipóteses em relação à linguagem escrita, realizando registros de palavras e textos, por meio de escrita espontânea.',
    },
    keywords: ['palavras', 'letras', 'leitura'],
    tags: ['alfabetização'],
    pcd_voice: true,
    pcd_sign: false,
  },
];

const FUNDAMENTAL_1: AuthoredChallenge[] = [
  {
    key: 'f1-silabas-embaralhadas',
    title: 'Sílabas embaralhadas',
    objective: 'Juntar sílabas na ordem certa para formar palavras.',
    interaction: 'ordering',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content:
        'As sílabas das palavras se misturaram. Leia a adivinha e coloque cada sílaba no lugar para formar a resposta.',
      challenges: rounds(
        {
          statement: 'Bicho que relincha e puxa carroça.',
          correct: ['CA', 'VA', 'LO'],
          resolucao_content: 'CA + VA + LO = CAVALO.',
        },
        {
          statement: 'Ave que bota ovos e cacareja.',
          correct: ['GA', 'LI', 'NHA'],
          hints: ['A palavra começa com GA.'],
          resolucao_content: 'GA + LI + NHA = GALINHA.',
        },
        {
          statement: 'Bicho que pula de galho em galho.',
          correct: ['MA', 'CA', 'CO'],
          resolucao_content: 'MA + CA + CO = MACACO.',
        },
        {
          statement: 'Calçado que usamos nos pés.',
          correct: ['SA', 'PA', 'TO'],
          resolucao_content: 'SA + PA + TO = SAPATO.',
        },
        {
          statement: 'Milho que estoura na panela.',
          correct: ['PI', 'PO', 'CA'],
          resolucao_content: 'PI + PO + CA = PIPOCA.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [18],
    subject: 'Língua Portuguesa',
    bncc: {
      EF01LP06: 'Segmentar oralmente palavras em sílabas.',
      EF01LP08: 'Relacionar elementos sonoros (sílabas, fonemas, partes de palavras) com sua representação escrita.',
    },
    keywords: ['sílabas', 'formação de palavras', 'adivinhas'],
    tags: ['alfabetização', 'fazenda'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f1-caca-palavras-rr-ss-qu-gu',
    title: 'Caça-palavras: RR, SS, QU e GU',
    objective: 'Ler e escrever palavras com RR, SS, QU e GU.',
    interaction: 'word_search',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 6 },
    data: {
      context_content:
        'Algumas letras andam em dupla: RR e SS aparecem entre vogais; QU e GU aparecem antes de E e I. Encontre as palavras escondidas.',
      challenges: rounds(
        {
          statement: 'Encontre 5 palavras com RR.',
          correct: ['CARRO', 'TERRA', 'CACHORRO', 'GARRAFA', 'FERRO'],
          resolucao_content:
            'Entre duas vogais, o som forte do R se escreve com RR: carro, terra, cachorro, garrafa, ferro.',
        },
        {
          statement: 'Encontre 5 palavras com SS.',
          correct: ['PÁSSARO', 'OSSO', 'MASSA', 'PASSEIO', 'PÊSSEGO'],
          resolucao_content:
            'Entre duas vogais, o som de S se escreve com SS. Um S sozinho entre vogais soa como Z, como em casa.',
        },
        {
          statement: 'Encontre 5 palavras com QU ou GU.',
          correct: ['QUEIJO', 'ESQUILO', 'FOGUETE', 'GUITARRA', 'MANGUEIRA'],
          hints: ['Nessas palavras o U não é pronunciado.'],
          resolucao_content:
            'Antes de E e I, o som de C forte se escreve QU (queijo, esquilo) e o som de G forte se escreve GU (foguete, guitarra, mangueira).',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20],
    subject: 'Língua Portuguesa',
    bncc: {
      EF03LP01:
        'Ler e escrever palavras com correspondências regulares contextuais entre grafemas e fonemas – c/qu; g/gu; r/rr; s/ss; o (e não u) e e (e não i) em sílaba átona em final de palavra – e com marcas de nasalidade (til, m, n).',
    },
    keywords: ['ortografia', 'dígrafos', 'rr', 'ss', 'qu', 'gu'],
    tags: ['ortografia'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f1-qual-e-o-sinal',
    title: 'Qual é o sinal?',
    objective: 'Usar o ponto final, o ponto de interrogação e o ponto de exclamação.',
    interaction: 'multiple_choice',
    layout: 'oceano',
    variation: 'tres-vidas',
    settings: { difficulty: 'facil', time: 4, randomize: true },
    data: {
      context_content:
        'O ponto final termina uma frase que conta algo. O ponto de interrogação faz uma pergunta. O ponto de exclamação mostra espanto, alegria, medo ou um pedido forte.',
      challenges: rounds(
        {
          statement: 'Que sinal termina a frase: "Você quer brincar comigo"?',
          correct: ['Ponto de interrogação (?)'],
          wrong: ['Ponto final (.)', 'Ponto de exclamação (!)'],
          resolucao_content: 'É uma pergunta, então termina com ponto de interrogação.',
        },
        {
          statement: 'Que sinal termina a frase: "Que peixe enorme"?',
          correct: ['Ponto de exclamação (!)'],
          wrong: ['Ponto final (.)', 'Ponto de interrogação (?)'],
          resolucao_content: 'A frase mostra espanto, então termina com ponto de exclamação.',
        },
        {
          statement: 'Que sinal termina a frase: "O polvo tem oito braços"?',
          correct: ['Ponto final (.)'],
          wrong: ['Ponto de exclamação (!)', 'Ponto de interrogação (?)'],
          resolucao_content: 'A frase apenas informa um fato, então termina com ponto final.',
        },
        {
          statement: 'Que sinal termina a frase: "Onde mora o caranguejo"?',
          correct: ['Ponto de interrogação (?)'],
          wrong: ['Ponto final (.)', 'Ponto de exclamação (!)'],
          hints: ['Palavras como onde, quem e quando costumam começar perguntas.'],
          resolucao_content: 'A frase pergunta algo, então termina com ponto de interrogação.',
        },
        {
          statement: 'Que sinal termina a frase: "Socorro, a maré está subindo"?',
          correct: ['Ponto de exclamação (!)'],
          wrong: ['Ponto final (.)', 'Ponto de interrogação (?)'],
          resolucao_content: 'Um pedido de socorro é um grito forte: ponto de exclamação.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [19],
    subject: 'Língua Portuguesa',
    bncc: {
      EF02LP09: 'Usar adequadamente ponto final, ponto de interrogação e ponto de exclamação.',
    },
    keywords: ['pontuação', 'frase', 'ponto de interrogação', 'ponto de exclamação'],
    tags: ['pontuação'],
    pcd_voice: true,
    pcd_sign: true,
  },
  {
    key: 'f1-primitivas-derivadas-compostas',
    title: 'Primitivas, derivadas e compostas',
    objective: 'Diferenciar palavras primitivas, derivadas e compostas.',
    interaction: 'categories',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Palavra primitiva não vem de outra (pedra). Palavra derivada nasce de outra, com prefixo ou sufixo (pedreiro, infeliz). Palavra composta junta duas palavras (girassol, guarda-chuva).',
      categories: groups('Primitiva', 'Derivada', 'Composta'),
      challenges: rounds(
        {
          statement: 'Classifique cada palavra.',
          items: ['pedra', 'pedreiro', 'girassol', 'pedregulho', 'flor', 'guarda-chuva'],
          correct: ['Primitiva', 'Derivada', 'Composta', 'Derivada', 'Primitiva', 'Composta'],
          resolucao_content:
            'Pedra e flor são primitivas. Pedreiro e pedregulho derivam de pedra. Girassol (gira + sol) e guarda-chuva são compostas.',
        },
        {
          statement: 'Mais palavras para classificar.',
          items: ['mar', 'marinheiro', 'passatempo', 'infeliz', 'sol', 'couve-flor'],
          correct: ['Primitiva', 'Derivada', 'Composta', 'Derivada', 'Primitiva', 'Composta'],
          hints: ['Infeliz tem um prefixo: in-.'],
          resolucao_content:
            'Marinheiro deriva de mar (sufixo) e infeliz deriva de feliz (prefixo in-). Passatempo e couve-flor juntam duas palavras.',
        },
        {
          statement: 'Última rodada!',
          items: ['livro', 'livraria', 'pontapé', 'desfazer', 'pé', 'beija-flor'],
          correct: ['Primitiva', 'Derivada', 'Composta', 'Derivada', 'Primitiva', 'Composta'],
          resolucao_content:
            'Livraria vem de livro e desfazer vem de fazer, com o prefixo des-. Pontapé (ponta + pé) e beija-flor são compostas.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [22],
    subject: 'Língua Portuguesa',
    bncc: {
      EF05LP08:
        'Diferenciar palavras primitivas, derivadas e compostas, e derivadas por adição de prefixo e de sufixo.',
    },
    keywords: ['formação de palavras', 'prefixo', 'sufixo', 'palavra composta'],
    tags: ['gramática'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f1-continhas-do-fundo-do-mar',
    title: 'Continhas do fundo do mar',
    objective: 'Construir fatos básicos da adição e usá-los para resolver problemas.',
    interaction: 'fill_blanks',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content: 'Os peixinhos estão brincando de juntar. Escreva o número que falta em cada lacuna.',
      challenges: rounds(
        {
          statement: '2 + 3 = ___',
          correct: ['5'],
          hints: ['Comece no 2 e conte mais 3: 3, 4, 5.'],
          resolucao_content: '2 + 3 = 5.',
        },
        {
          statement: 'Na pedra havia 4 estrelas-do-mar. Chegaram mais 2. Agora são ___ estrelas-do-mar.',
          correct: ['6'],
          resolucao_content: '4 + 2 = 6 estrelas-do-mar.',
        },
        {
          statement: '5 + 5 = ___ e 5 + 4 = ___',
          correct: ['10', '9'],
          hints: ['5 + 4 é um a menos que 5 + 5.'],
          resolucao_content: '5 + 5 = 10. Como 4 é um a menos que 5, 5 + 4 = 9.',
        },
        {
          statement: '3 + ___ = 7',
          correct: ['4'],
          hints: ['Quanto falta do 3 para chegar ao 7?'],
          resolucao_content: 'Do 3 ao 7 faltam 4: 3 + 4 = 7.',
        },
        {
          statement: '6 + 1 = ___ e 1 + 6 = ___',
          correct: ['7', '7'],
          resolucao_content: 'Os dois dão 7: mudar a ordem das parcelas não muda a soma.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [18],
    subject: 'Matemática',
    bncc: {
      EF01MA06: 'Construir fatos básicos da adição e utilizá-los em procedimentos de cálculo para resolver problemas.',
    },
    keywords: ['adição', 'fatos básicos', 'cálculo mental'],
    tags: ['operações', 'mar'],
    pcd_voice: true,
    pcd_sign: true,
    daily: true,
  },
  {
    key: 'f1-formas-no-espaco',
    title: 'Formas no espaço',
    objective: 'Identificar e nomear círculo, quadrado, retângulo e triângulo.',
    interaction: 'matching',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content: 'Foguetes, janelas e planetas têm formas. Ligue cada pista à figura plana certa.',
      challenges: rounds(
        {
          statement: 'Ligue a pista à figura.',
          items: [
            'Tem 3 lados e 3 cantos',
            'Tem 4 lados do mesmo tamanho',
            'É redondo e não tem cantos',
            'Tem 4 lados: 2 compridos e 2 curtos',
          ],
          correct: ['Triângulo', 'Quadrado', 'Círculo', 'Retângulo'],
          resolucao_content:
            'Triângulo: 3 lados. Quadrado: 4 lados iguais. Círculo: redondo. Retângulo: 4 lados, iguais dois a dois.',
        },
        {
          statement: 'Que figura lembra cada objeto?',
          items: ['A roda da bicicleta', 'A porta da sala', 'Uma fatia de pizza', 'O tabuleiro de damas'],
          correct: ['Círculo', 'Retângulo', 'Triângulo', 'Quadrado'],
          resolucao_content:
            'A roda lembra um círculo, a porta um retângulo, a fatia um triângulo e o tabuleiro um quadrado.',
        },
        {
          statement: 'Que figura tem o contorno de cada face?',
          items: [
            'A face de um dado',
            'O fundo de uma lata',
            'A lateral de uma pirâmide',
            'A tampa de uma caixa de sapato',
          ],
          correct: ['Quadrado', 'Círculo', 'Triângulo', 'Retângulo'],
          resolucao_content: 'Os sólidos têm faces planas: o dado tem faces quadradas, a lata tem fundo circular.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [18],
    subject: 'Matemática',
    bncc: {
      EF01MA14:
        'Identificar e nomear figuras planas (círculo, quadrado, retângulo e triângulo) em desenhos apresentados em diferentes disposições ou em contornos de faces de sólidos geométricos.',
    },
    keywords: ['figuras planas', 'geometria', 'formas'],
    tags: ['geometria', 'espaço'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f1-memoria-da-tabuada',
    title: 'Memória da tabuada',
    objective: 'Memorizar fatos da multiplicação e usá-los em problemas de grupos iguais.',
    interaction: 'memory',
    layout: 'fazendinha',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2 },
    data: {
      context_content:
        'Na fazenda tudo vem em grupos iguais: 2 patas em cada galinha, 4 patas em cada vaca. Encontre cada conta e o seu resultado.',
      challenges: rounds(
        {
          statement: 'Tabuadas do 2 e do 3.',
          items: ['2 × 4', '3 × 3', '2 × 7', '3 × 5'],
          correct: ['8', '9', '14', '15'],
          resolucao_content: '2 × 4 = 8, 3 × 3 = 9, 2 × 7 = 14 e 3 × 5 = 15.',
        },
        {
          statement: 'Tabuadas do 4 e do 5.',
          items: ['4 × 6', '5 × 3', '4 × 4', '5 × 8'],
          correct: ['24', '15', '16', '40'],
          resolucao_content: '4 × 6 = 24, 5 × 3 = 15, 4 × 4 = 16 e 5 × 8 = 40.',
        },
        {
          statement: 'Misturando as tabuadas.',
          items: ['10 × 3', '5 × 5', '4 × 7', '2 × 9'],
          correct: ['30', '25', '28', '18'],
          resolucao_content: 'Multiplicar por 10 é acrescentar um zero: 10 × 3 = 30.',
        },
        {
          statement: 'Grupos iguais na fazenda.',
          items: ['Patas de 3 vacas', 'Patas de 4 galinhas', 'Rodas de 3 triciclos', 'Dedos de 2 mãos'],
          correct: ['12', '8', '9', '10'],
          resolucao_content: '3 × 4 = 12 patas, 4 × 2 = 8 patas, 3 × 3 = 9 rodas e 2 × 5 = 10 dedos.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20],
    subject: 'Matemática',
    bncc: {
      EF03MA07:
        'Resolver e elaborar problemas de multiplicação (por 2, 3, 4, 5 e 10) com os significados de adição de parcelas iguais e elementos apresentados em disposição retangular, utilizando diferentes estratégias de cálculo e registros.',
    },
    keywords: ['multiplicação', 'tabuada', 'grupos iguais'],
    tags: ['operações', 'fazenda'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f1-fracoes-no-piquenique',
    title: 'Frações no piquenique',
    objective: 'Representar, comparar e reconhecer frações equivalentes em situações do dia a dia.',
    interaction: 'multiple_choice',
    layout: 'floresta',
    variation: 'tres-vidas',
    settings: { difficulty: 'medio', time: 6, randomize: true },
    data: {
      context_content:
        'Uma fração mostra partes iguais de um inteiro. O denominador (embaixo) diz em quantas partes o inteiro foi dividido; o numerador (em cima), quantas partes foram tomadas.',
      challenges: rounds(
        {
          statement: 'Uma pizza foi cortada em 8 pedaços iguais e Ana comeu 3. Que fração da pizza Ana comeu?',
          correct: ['3/8'],
          wrong: ['3/5', '5/8', '8/3'],
          resolucao_content: 'O inteiro tem 8 partes iguais (denominador 8) e Ana comeu 3 delas (numerador 3): 3/8.',
        },
        {
          statement: 'Marque todas as frações equivalentes a 1/2.',
          correct: ['2/4', '4/8'],
          wrong: ['1/4', '2/3'],
          hints: ['Uma fração equivalente a 1/2 tem o numerador igual à metade do denominador.'],
          resolucao_content:
            '2/4 e 4/8 representam a metade: multiplicamos numerador e denominador de 1/2 por 2 e por 4.',
        },
        {
          statement: 'Quanto é 1/4 de 20 morangos?',
          correct: ['5'],
          wrong: ['4', '10', '80'],
          resolucao_content: 'Para achar 1/4, dividimos em 4 partes iguais: 20 ÷ 4 = 5 morangos.',
        },
        {
          statement: 'Qual destas frações é a maior?',
          correct: ['3/4'],
          wrong: ['1/4', '1/3', '2/5'],
          resolucao_content: '3/4 passa da metade; 1/4, 1/3 e 2/5 são menores que a metade.',
        },
        {
          statement: 'Qual fração é maior que um inteiro?',
          correct: ['5/4'],
          wrong: ['3/4', '1/2', '4/5'],
          resolucao_content: 'Em 5/4 tomamos 5 partes de um inteiro dividido em 4: é um inteiro e mais 1/4.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [21, 22],
    subject: 'Matemática',
    bncc: {
      EF04MA09:
        'Reconhecer as frações unitárias mais usuais (1/2, 1/3, 1/4, 1/5, 1/10 e 1/100) como unidades de medida menores do que uma unidade, utilizando a reta numérica como recurso.',
      EF05MA03:
        'Identificar e representar frações (menores e maiores que a unidade), associando-as ao resultado de uma divisão ou à ideia de parte de um todo, utilizando a reta numérica como recurso.',
      EF05MA04: 'Identificar frações equivalentes.',
    },
    keywords: ['frações', 'frações equivalentes', 'parte de um todo'],
    tags: ['números racionais'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f1-partes-da-planta',
    title: 'As partes da planta',
    objective: 'Identificar as partes de uma planta e a função de cada uma.',
    interaction: 'matching',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content: 'Cada parte da planta tem um trabalho. Ligue cada parte à sua função.',
      challenges: rounds(
        {
          statement: 'Ligue a parte da planta à sua função.',
          items: ['Raiz', 'Caule', 'Folha'],
          correct: [
            'Prende a planta no solo e absorve água',
            'Sustenta a planta e leva a água até as folhas',
            'Produz o alimento da planta usando a luz do Sol',
          ],
          resolucao_content: 'A raiz absorve água, o caule a transporta e a folha fabrica o alimento com a luz do Sol.',
        },
        {
          statement: 'E as partes que formam novas plantas?',
          items: ['Flor', 'Fruto', 'Semente'],
          correct: [
            'Forma os frutos e as sementes',
            'Protege e ajuda a espalhar as sementes',
            'Dá origem a uma nova planta',
          ],
          resolucao_content:
            'A flor forma o fruto, o fruto guarda as sementes e cada semente pode virar uma nova planta.',
        },
        {
          statement: 'Que parte da planta nós comemos?',
          items: ['Cenoura', 'Alface', 'Laranja', 'Feijão', 'Batata'],
          correct: ['Raiz', 'Folha', 'Fruto', 'Semente', 'Caule'],
          hints: ['A batata cresce embaixo da terra, mas não é raiz.'],
          resolucao_content:
            'Da cenoura comemos a raiz, da alface as folhas, da laranja o fruto e do feijão a semente. A batata é um caule que cresce embaixo da terra.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [19],
    subject: 'Ciências',
    bncc: {
      EF02CI06:
        'Identificar as principais partes de uma planta (raiz, caule, folhas, flores e frutos) e a função desempenhada por cada uma delas, e analisar as relações entre as plantas, o ambiente e os demais seres vivos.',
    },
    keywords: ['plantas', 'raiz', 'caule', 'folha', 'fruto'],
    tags: ['seres vivos', 'plantas'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f1-grupos-de-animais',
    title: 'Grupos de animais',
    objective: 'Agrupar animais por características externas comuns.',
    interaction: 'categories',
    layout: 'oceano',
    variation: 'tres-vidas',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Mamíferos têm pelos e mamam quando filhotes. Aves têm penas e bico. Peixes têm nadadeiras e respiram por brânquias. Répteis têm a pele coberta de escamas ou placas.',
      categories: groups('Mamíferos', 'Aves', 'Peixes', 'Répteis'),
      challenges: rounds(
        {
          statement: 'Coloque cada animal no seu grupo.',
          items: ['Cachorro', 'Galinha', 'Sardinha', 'Jacaré'],
          correct: ['Mamíferos', 'Aves', 'Peixes', 'Répteis'],
          resolucao_content:
            'Cachorro tem pelos, galinha tem penas, sardinha tem nadadeiras e jacaré tem placas na pele.',
        },
        {
          statement: 'Cuidado: alguns moram no mar, mas não são peixes!',
          items: ['Baleia', 'Pinguim', 'Tubarão', 'Tartaruga'],
          correct: ['Mamíferos', 'Aves', 'Peixes', 'Répteis'],
          hints: ['A baleia respira com pulmões e mama quando filhote.'],
          resolucao_content:
            'A baleia vive no mar, mas é mamífero. O pinguim não voa, mas tem penas e bico: é ave. A tartaruga é réptil.',
        },
        {
          statement: 'Última rodada, com mais animais.',
          items: ['Morcego', 'Avestruz', 'Cavalo-marinho', 'Cobra', 'Golfinho', 'Coruja'],
          correct: ['Mamíferos', 'Aves', 'Peixes', 'Répteis', 'Mamíferos', 'Aves'],
          resolucao_content:
            'O morcego voa, mas tem pelos e mama: é mamífero, como o golfinho. O cavalo-marinho é um peixe.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20],
    subject: 'Ciências',
    bncc: {
      EF03CI06:
        'Comparar alguns animais e organizar grupos com base em características externas comuns (presença de penas, pelos, escamas, bico, garras, antenas, patas etc.).',
    },
    keywords: ['animais', 'vertebrados', 'classificação'],
    tags: ['seres vivos', 'animais', 'mar'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f1-som-e-vibracao',
    title: 'O som e a vibração',
    objective: 'Relacionar o som à vibração e reconhecer sons fortes, fracos, agudos e graves.',
    interaction: 'true_false',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 4 },
    data: {
      context_content:
        'Todo som nasce de algo que vibra: a corda do violão, a pele do tambor, as nossas pregas vocais.',
      challenges: rounds(
        {
          statement: 'Como o som nasce?',
          items: [
            'O som é produzido pela vibração dos objetos.',
            'Quando falamos, as pregas vocais da garganta vibram.',
            'Um objeto parado, sem vibrar, produz som.',
          ],
          correct: [
            'O som é produzido pela vibração dos objetos.',
            'Quando falamos, as pregas vocais da garganta vibram.',
          ],
          hints: ['Encoste a mão na garganta enquanto fala.'],
          resolucao_content:
            'Sem vibração não há som. Na garganta, as pregas vocais vibram quando falamos ou cantamos.',
        },
        {
          statement: 'Forte e fraco',
          items: [
            'Quanto mais forte batemos no tambor, mais intenso é o som.',
            'Um sussurro é um som mais intenso que um grito.',
          ],
          correct: ['Quanto mais forte batemos no tambor, mais intenso é o som.'],
          resolucao_content: 'Batida forte, vibração maior, som mais intenso. O grito é mais intenso que o sussurro.',
        },
        {
          statement: 'Agudo e grave',
          items: [
            'Uma corda de violão fina produz um som mais agudo que uma corda grossa.',
            'O som do apito é grave e o som do bumbo é agudo.',
          ],
          correct: ['Uma corda de violão fina produz um som mais agudo que uma corda grossa.'],
          resolucao_content: 'Cordas finas vibram mais depressa e dão sons agudos. O apito é agudo e o bumbo, grave.',
        },
        {
          statement: 'Por onde o som viaja?',
          items: [
            'O som pode viajar pelo ar, pela água e pelos sólidos.',
            'No espaço, onde quase não há ar, o som não se propaga.',
          ],
          correct: [
            'O som pode viajar pelo ar, pela água e pelos sólidos.',
            'No espaço, onde quase não há ar, o som não se propaga.',
          ],
          resolucao_content:
            'As duas são verdadeiras: o som precisa de um meio material para viajar. Por isso os astronautas conversam por rádio.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20],
    subject: 'Ciências',
    bncc: {
      EF03CI01:
        'Produzir diferentes sons a partir da vibração de variados objetos e identificar variáveis que influem nesse fenômeno.',
    },
    keywords: ['som', 'vibração', 'agudo', 'grave'],
    tags: ['matéria e energia', 'espaço'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f1-povos-que-formaram-o-brasil',
    title: 'Os povos que formaram o Brasil',
    objective: 'Reconhecer contribuições de indígenas, africanos e imigrantes para a sociedade brasileira.',
    interaction: 'true_false',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Indígenas, africanos, europeus e asiáticos ajudaram a formar o povo brasileiro, cada um com suas línguas, comidas e costumes.',
      challenges: rounds(
        {
          statement: 'Povos indígenas',
          items: [
            'Os povos indígenas já viviam nestas terras muito antes da chegada dos portugueses, em 1500.',
            'Palavras como pipoca, jacaré e abacaxi vêm do tupi.',
            'Todos os povos indígenas do Brasil falam a mesma língua.',
          ],
          correct: [
            'Os povos indígenas já viviam nestas terras muito antes da chegada dos portugueses, em 1500.',
            'Palavras como pipoca, jacaré e abacaxi vêm do tupi.',
          ],
          resolucao_content: 'Há centenas de povos indígenas no Brasil, que falam muitas línguas diferentes.',
        },
        {
          statement: 'Povos africanos',
          items: [
            'Milhões de africanos foram trazidos à força e escravizados no Brasil.',
            'Os africanos vieram ao Brasil por vontade própria, em busca de trabalho.',
            'A capoeira e o acarajé são heranças da cultura afro-brasileira.',
          ],
          correct: [
            'Milhões de africanos foram trazidos à força e escravizados no Brasil.',
            'A capoeira e o acarajé são heranças da cultura afro-brasileira.',
          ],
          resolucao_content:
            'Os africanos foram escravizados e trazidos à força. Mesmo assim, sua cultura marcou a música, a culinária, a religião e a língua do Brasil.',
        },
        {
          statement: 'Imigrantes',
          items: [
            'No fim do século XIX, muitos imigrantes italianos vieram trabalhar nas fazendas de café.',
            'Os primeiros imigrantes japoneses chegaram ao Brasil em 1908, no navio Kasato Maru.',
            'Os imigrantes não deixaram nenhuma marca na cultura brasileira.',
          ],
          correct: [
            'No fim do século XIX, muitos imigrantes italianos vieram trabalhar nas fazendas de café.',
            'Os primeiros imigrantes japoneses chegaram ao Brasil em 1908, no navio Kasato Maru.',
          ],
          resolucao_content:
            'Italianos, japoneses, alemães, árabes e muitos outros povos trouxeram costumes que fazem parte do Brasil de hoje.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [21],
    subject: 'História',
    bncc: {
      EF04HI10:
        'Analisar diferentes fluxos populacionais e suas contribuições para a formação da sociedade brasileira.',
    },
    keywords: ['povos indígenas', 'africanos', 'imigração', 'formação do Brasil'],
    tags: ['diversidade cultural'],
    pcd_voice: true,
    pcd_sign: true,
  },
  {
    key: 'f1-rosa-dos-ventos',
    title: 'Rosa dos ventos',
    objective: 'Usar os pontos cardeais e colaterais para se orientar.',
    interaction: 'multiple_choice',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4, randomize: true },
    data: {
      context_content:
        'Os pontos cardeais são Norte, Sul, Leste e Oeste. Entre eles ficam os pontos colaterais: Nordeste, Sudeste, Sudoeste e Noroeste.',
      challenges: rounds(
        {
          statement: 'De que lado o Sol nasce?',
          correct: ['Leste'],
          wrong: ['Oeste', 'Norte', 'Sul'],
          resolucao_content: 'O Sol nasce do lado Leste (o nascente) e se põe do lado Oeste (o poente).',
        },
        {
          statement: 'Se você apontar o braço direito para onde o Sol nasce, para que direção estará olhando?',
          correct: ['Norte'],
          wrong: ['Sul', 'Leste', 'Oeste'],
          hints: ['O braço direito aponta o Leste; o esquerdo, o Oeste.'],
          resolucao_content:
            'Com o braço direito no Leste e o esquerdo no Oeste, a frente é o Norte e as costas, o Sul.',
        },
        {
          statement: 'Qual ponto fica entre o Norte e o Leste?',
          correct: ['Nordeste'],
          wrong: ['Noroeste', 'Sudeste', 'Sudoeste'],
          resolucao_content: 'Nordeste = Norte + Leste.',
        },
        {
          statement: 'Qual é o ponto oposto ao Sudoeste?',
          correct: ['Nordeste'],
          wrong: ['Noroeste', 'Sudeste', 'Sul'],
          resolucao_content:
            'O oposto do Sul é o Norte e o oposto do Oeste é o Leste: o oposto do Sudoeste é o Nordeste.',
        },
        {
          statement: 'Que instrumento tem uma agulha imantada que aponta para o norte?',
          correct: ['Bússola'],
          wrong: ['Termômetro', 'Relógio', 'Régua'],
          resolucao_content: 'A agulha da bússola é um ímã que se alinha com o campo magnético da Terra.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [21],
    subject: 'Geografia',
    bncc: {
      EF04GE09:
        'Utilizar as direções cardeais na localização de componentes físicos e humanos nas paisagens rurais e urbanas.',
    },
    keywords: ['pontos cardeais', 'orientação', 'bússola'],
    tags: ['cartografia', 'espaço'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f1-capitais-escondidas',
    title: 'Capitais escondidas',
    objective: 'Reconhecer as capitais dos estados brasileiros e a região de cada uma.',
    interaction: 'word_search',
    layout: 'espaco',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2 },
    data: {
      context_content:
        'Cada estado brasileiro tem uma capital, onde fica a sede do governo estadual. Encontre as capitais de cada região.',
      challenges: rounds(
        {
          statement: 'Encontre 7 capitais do Nordeste.',
          correct: ['SALVADOR', 'RECIFE', 'FORTALEZA', 'NATAL', 'MACEIÓ', 'ARACAJU', 'TERESINA'],
          resolucao_content:
            'O Nordeste tem 9 estados: Salvador (BA), Recife (PE), Fortaleza (CE), Natal (RN), Maceió (AL), Aracaju (SE), Teresina (PI), João Pessoa (PB) e São Luís (MA).',
        },
        {
          statement: 'Encontre 4 capitais do Norte.',
          correct: ['MANAUS', 'BELÉM', 'PALMAS', 'MACAPÁ'],
          resolucao_content:
            'O Norte tem 7 estados: Manaus (AM), Belém (PA), Palmas (TO), Macapá (AP), Porto Velho (RO), Rio Branco (AC) e Boa Vista (RR).',
        },
        {
          statement: 'Encontre capitais do Sul, do Sudeste e do Centro-Oeste.',
          correct: ['CURITIBA', 'VITÓRIA', 'GOIÂNIA', 'CUIABÁ', 'BRASÍLIA'],
          hints: ['Uma delas é a capital do país.'],
          resolucao_content:
            'Curitiba (PR), Vitória (ES), Goiânia (GO), Cuiabá (MT) e Brasília, capital do Brasil, no Distrito Federal.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [21, 22],
    subject: 'Geografia',
    bncc: {
      EF04GE05:
        'Distinguir unidades político-administrativas oficiais nacionais (Distrito, Município, Unidade da Federação e grande região), suas fronteiras e sua hierarquia, localizando seus lugares de vivência.',
    },
    keywords: ['capitais', 'estados', 'regiões do Brasil'],
    tags: ['Brasil', 'espaço'],
    pcd_voice: false,
    pcd_sign: false,
    daily: true,
  },
  {
    key: 'f1-familias-de-instrumentos',
    title: 'Famílias de instrumentos',
    objective: 'Reconhecer as características de instrumentos musicais e agrupá-los pelo modo de produzir som.',
    interaction: 'categories',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content:
        'Os instrumentos se agrupam pelo jeito de fazer som: cordas que vibram, ar soprado ou batidas e chacoalhadas.',
      categories: groups('Cordas', 'Sopro', 'Percussão'),
      challenges: rounds(
        {
          statement: 'Em que família fica cada instrumento?',
          items: ['Violão', 'Flauta', 'Tambor', 'Cavaquinho', 'Trompete', 'Pandeiro'],
          correct: ['Cordas', 'Sopro', 'Percussão', 'Cordas', 'Sopro', 'Percussão'],
          resolucao_content:
            'Violão e cavaquinho têm cordas; flauta e trompete são soprados; tambor e pandeiro são percutidos.',
        },
        {
          statement: 'Mais instrumentos para separar.',
          items: ['Violino', 'Saxofone', 'Triângulo', 'Harpa', 'Clarinete', 'Chocalho'],
          correct: ['Cordas', 'Sopro', 'Percussão', 'Cordas', 'Sopro', 'Percussão'],
          resolucao_content: 'O triângulo é de metal e soa quando batemos nele: é percussão.',
        },
        {
          statement: 'Instrumentos das festas brasileiras.',
          items: ['Viola caipira', 'Gaita de boca', 'Zabumba', 'Bandolim', 'Tuba', 'Agogô'],
          correct: ['Cordas', 'Sopro', 'Percussão', 'Cordas', 'Sopro', 'Percussão'],
          resolucao_content: 'A zabumba anima o forró e o agogô, de origem africana, o samba e o maracatu.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20, 21, 22],
    subject: 'Arte',
    bncc: {
      EF15AR15:
        'Explorar fontes sonoras diversas, como as existentes no próprio corpo (palmas, voz, percussão corporal), na natureza e em objetos cotidianos, reconhecendo os elementos constitutivos da música e as características de instrumentos musicais variados.',
    },
    keywords: ['instrumentos musicais', 'cordas', 'sopro', 'percussão'],
    tags: ['música'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f1-brincadeiras-do-brasil-e-do-mundo',
    title: 'Brincadeiras do Brasil e do mundo',
    objective: 'Conhecer brincadeiras e jogos populares, incluindo os de matriz indígena e africana.',
    interaction: 'matching',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content:
        'Muitas brincadeiras passam de geração em geração. Algumas vieram dos povos indígenas, outras da África, da Europa e da Ásia. Ligue cada brincadeira à sua descrição.',
      challenges: rounds(
        {
          statement: 'Brincadeiras de pátio',
          items: ['Amarelinha', 'Cabo de guerra', 'Pega-pega'],
          correct: [
            'Pular num pé só pelas casas riscadas no chão',
            'Duas equipes puxam uma corda, cada uma para o seu lado',
            'Um jogador corre atrás dos outros para tocá-los',
          ],
          resolucao_content: 'Essas brincadeiras só precisam de giz, de uma corda ou de espaço para correr.',
        },
        {
          statement: 'Brinquedos e jogos de muitos povos',
          items: ['Peteca', 'Mancala', 'Pipa'],
          correct: [
            'Brinquedo de origem indígena, feito com penas e rebatido com a mão',
            'Jogo de tabuleiro africano em que se distribuem sementes pelas casas',
            'Brinquedo que voa preso a uma linha, também chamado de papagaio',
          ],
          resolucao_content:
            'A peteca vem dos povos indígenas e a mancala é um dos jogos de tabuleiro mais antigos, da África.',
        },
        {
          statement: 'Brincadeiras com regras',
          items: ['Queimada', 'Esconde-esconde', 'Corrida do saco'],
          correct: [
            'Acertar a bola nos jogadores do outro time',
            'Um conta de olhos fechados enquanto os outros se escondem',
            'Pular dentro de um saco até a linha de chegada',
          ],
          resolucao_content: 'Combinar e respeitar as regras faz a brincadeira ser divertida para todos.',
        },
      ),
    },
    stage: 'fundamental-1',
    grade_ids: [20, 21, 22],
    subject: 'Educação Física',
    bncc: {
      EF35EF01:
        'Experimentar e fruir brincadeiras e jogos populares do Brasil e do mundo, incluindo aqueles de matriz indígena e africana, e recriá-los, valorizando a importância desse patrimônio histórico cultural.',
    },
    keywords: ['brincadeiras populares', 'jogos', 'cultura indígena', 'cultura africana'],
    tags: ['brincadeiras', 'diversidade cultural'],
    pcd_voice: true,
    pcd_sign: true,
  },
];

const FUNDAMENTAL_2: AuthoredChallenge[] = [
  {
    key: 'f2-primos-e-compostos',
    title: 'Primos e compostos',
    objective: 'Classificar números naturais em primos e compostos.',
    interaction: 'categories',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 6 },
    data: {
      context_content:
        'Um número primo tem exatamente dois divisores: o 1 e ele mesmo. Um número composto tem mais de dois divisores. O 1 não é primo nem composto.',
      categories: groups('Primo', 'Composto'),
      challenges: rounds(
        {
          statement: 'Classifique os números.',
          items: ['2', '9', '13', '15', '7', '21'],
          correct: ['Primo', 'Composto', 'Primo', 'Composto', 'Primo', 'Composto'],
          resolucao_content: '9 = 3 × 3, 15 = 3 × 5 e 21 = 3 × 7 são compostos. O 2 é o único primo par.',
        },
        {
          statement: 'Números maiores.',
          items: ['11', '27', '29', '51', '31', '49'],
          correct: ['Primo', 'Composto', 'Primo', 'Composto', 'Primo', 'Composto'],
          hints: ['Some os algarismos: se a soma é divisível por 3, o número também é.'],
          resolucao_content:
            '27 = 3 × 9, 51 = 3 × 17 e 49 = 7 × 7. Já 11, 29 e 31 só se dividem por 1 e por eles mesmos.',
        },
        {
          statement: 'O desafio final.',
          items: ['57', '59', '91', '97', '87', '83'],
          correct: ['Composto', 'Primo', 'Composto', 'Primo', 'Composto', 'Primo'],
          hints: ['Teste a divisão por 3 e por 7.'],
          resolucao_content: '57 = 3 × 19, 91 = 7 × 13 e 87 = 3 × 29. Os números 59, 97 e 83 são primos.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23],
    subject: 'Matemática',
    bncc: {
      EF06MA05:
        'Classificar números naturais em primos e compostos, estabelecer relações entre números, expressas pelos termos "é múltiplo de", "é divisor de", "é fator de", e estabelecer, por meio de investigações, critérios de divisibilidade por 2, 3, 4, 5, 6, 8, 9, 10, 100 e 1000.',
    },
    keywords: ['números primos', 'números compostos', 'divisibilidade'],
    tags: ['números'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-equacoes-na-trilha',
    title: 'Equações na trilha',
    objective: 'Resolver problemas que se representam por equações do 1º grau.',
    interaction: 'fill_blanks',
    layout: 'floresta',
    variation: 'desafio-total',
    settings: { difficulty: 'dificil', time: 3 },
    data: {
      context_content:
        'Resolver uma equação é descobrir o valor que torna a igualdade verdadeira. O que se faz de um lado da igualdade, faz-se também do outro.',
      challenges: rounds(
        {
          statement: 'x + 7 = 15, então x = ___',
          correct: ['8'],
          resolucao_content: 'Tirando 7 dos dois lados: x = 15 − 7 = 8.',
        },
        {
          statement: '2x + 3 = 11, então x = ___',
          correct: ['4'],
          resolucao_content: '2x = 11 − 3 = 8, logo x = 8 ÷ 2 = 4.',
        },
        {
          statement: '5x − 4 = 3x + 10, então x = ___',
          correct: ['7'],
          resolucao_content: '5x − 3x = 10 + 4, então 2x = 14 e x = 7.',
        },
        {
          statement: 'O dobro de um número, menos 6, é igual a 18. O número é ___.',
          correct: ['12'],
          resolucao_content: '2n − 6 = 18, então 2n = 24 e n = 12.',
        },
        {
          statement:
            'Uma trilha tem três trechos: dois têm a mesma medida x e o outro tem 4 km. A trilha toda tem 18 km, então x = ___ km.',
          correct: ['7'],
          resolucao_content: '2x + 4 = 18, então 2x = 14 e x = 7 km.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [24],
    subject: 'Matemática',
    bncc: {
      EF07MA18:
        'Resolver e elaborar problemas que possam ser representados por equações polinomiais de 1º grau, redutíveis à forma ax + b = c, fazendo uso das propriedades da igualdade.',
    },
    keywords: ['equação do 1º grau', 'incógnita', 'álgebra'],
    tags: ['álgebra'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-porcentagem-no-dia-a-dia',
    title: 'Porcentagem no dia a dia',
    objective: 'Resolver problemas de porcentagem, acréscimos e descontos.',
    interaction: 'multiple_choice',
    layout: 'oceano',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2, randomize: true },
    data: {
      context_content: 'Porcentagem é uma razão de denominador 100: 25% = 25/100 = 1/4.',
      challenges: rounds(
        {
          statement: 'Quanto é 10% de 250?',
          correct: ['25'],
          wrong: ['2,5', '35', '50'],
          resolucao_content: '10% é a décima parte: 250 ÷ 10 = 25.',
        },
        {
          statement: 'Uma camiseta de R$ 80,00 está com 25% de desconto. Por quanto ela sai?',
          correct: ['R$ 60,00'],
          wrong: ['R$ 55,00', 'R$ 20,00', 'R$ 75,00'],
          resolucao_content: '25% de 80 é 20 (um quarto). 80 − 20 = R$ 60,00.',
        },
        {
          statement: 'Em uma turma de 40 estudantes, 30 gostam de futebol. Que porcentagem gosta de futebol?',
          correct: ['75%'],
          wrong: ['30%', '70%', '60%'],
          resolucao_content: '30/40 = 3/4 = 75/100 = 75%.',
        },
        {
          statement: 'Um salário de R$ 2.000,00 teve aumento de 5%. Qual é o novo salário?',
          correct: ['R$ 2.100,00'],
          wrong: ['R$ 2.005,00', 'R$ 2.050,00', 'R$ 2.500,00'],
          resolucao_content: '5% de 2.000 é 100. 2.000 + 100 = R$ 2.100,00.',
        },
        {
          statement: 'Marque as formas iguais a 50%.',
          correct: ['1/2', '0,5'],
          wrong: ['1/5', '0,05'],
          resolucao_content: '50% = 50/100 = 1/2 = 0,5.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [24],
    subject: 'Matemática',
    bncc: {
      EF07MA02:
        'Resolver e elaborar problemas que envolvam porcentagens, como os que lidam com acréscimos e decréscimos simples, utilizando estratégias pessoais, cálculo mental e calculadora, no contexto de educação financeira, entre outros.',
    },
    keywords: ['porcentagem', 'desconto', 'acréscimo', 'educação financeira'],
    tags: ['educação financeira'],
    pcd_voice: false,
    pcd_sign: true,
    daily: true,
  },
  {
    key: 'f2-teorema-de-pitagoras',
    title: 'Teorema de Pitágoras',
    objective: 'Aplicar o teorema de Pitágoras para calcular medidas em triângulos retângulos.',
    interaction: 'fill_blanks',
    layout: 'espaco',
    variation: 'tres-vidas',
    settings: { difficulty: 'dificil', time: 8 },
    data: {
      context_content:
        'Em todo triângulo retângulo, o quadrado da hipotenusa é igual à soma dos quadrados dos catetos: a² = b² + c².',
      challenges: rounds(
        {
          statement: 'Os catetos medem 3 cm e 4 cm. A hipotenusa mede ___ cm.',
          correct: ['5'],
          resolucao_content: 'a² = 3² + 4² = 9 + 16 = 25, então a = 5 cm.',
        },
        {
          statement: 'Os catetos medem 6 m e 8 m. A hipotenusa mede ___ m.',
          correct: ['10'],
          hints: ['Compare com o triângulo 3, 4, 5.'],
          resolucao_content: 'a² = 36 + 64 = 100, então a = 10 m: é o triângulo 3, 4, 5 ampliado duas vezes.',
        },
        {
          statement: 'A hipotenusa mede 13 e um dos catetos mede 5. O outro cateto mede ___.',
          correct: ['12'],
          resolucao_content: '13² = 5² + c², então c² = 169 − 25 = 144 e c = 12.',
        },
        {
          statement:
            'Uma escada de 5 m está apoiada em um muro, com o pé a 3 m do muro. Ela toca o muro a ___ m de altura.',
          correct: ['4'],
          hints: ['A escada é a hipotenusa.'],
          resolucao_content: 'A escada é a hipotenusa: 5² = 3² + h², então h² = 16 e h = 4 m.',
        },
        {
          statement: 'A diagonal de um retângulo de 9 cm por 12 cm mede ___ cm.',
          correct: ['15'],
          resolucao_content:
            'A diagonal divide o retângulo em dois triângulos retângulos: d² = 81 + 144 = 225, então d = 15 cm.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [26],
    subject: 'Matemática',
    bncc: {
      EF09MA13:
        'Demonstrar relações métricas do triângulo retângulo, entre elas o teorema de Pitágoras, utilizando, inclusive, a semelhança de triângulos.',
      EF09MA14:
        'Resolver e elaborar problemas de aplicação do teorema de Pitágoras ou das relações de proporcionalidade envolvendo retas paralelas cortadas por secantes.',
    },
    keywords: ['teorema de Pitágoras', 'triângulo retângulo', 'hipotenusa', 'catetos'],
    tags: ['geometria'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-viagem-pela-celula',
    title: 'Uma viagem pela célula',
    objective: 'Reconhecer as estruturas da célula e a função de cada uma.',
    interaction: 'matching',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'A célula é a menor unidade viva. Como um submarino, ela tem partes com funções diferentes. Ligue cada estrutura à sua função.',
      challenges: rounds(
        {
          statement: 'As partes de toda célula com núcleo.',
          items: ['Membrana plasmática', 'Citoplasma', 'Núcleo'],
          correct: [
            'Controla o que entra e o que sai da célula',
            'Material gelatinoso onde ficam as organelas',
            'Guarda o material genético (DNA) e coordena a célula',
          ],
          resolucao_content: 'Membrana, citoplasma e núcleo aparecem nas células de animais, plantas e fungos.',
        },
        {
          statement: 'Organelas e estruturas especiais.',
          items: ['Mitocôndria', 'Cloroplasto', 'Parede celular'],
          correct: [
            'Faz a respiração celular e libera energia',
            'Faz a fotossíntese nas células das plantas',
            'Camada rígida que dá forma e proteção à célula vegetal',
          ],
          resolucao_content:
            'A mitocôndria existe em animais e plantas; cloroplastos e parede de celulose são das células vegetais.',
        },
        {
          statement: 'Compare os tipos de célula.',
          items: ['Célula animal', 'Célula vegetal', 'Bactéria'],
          correct: [
            'Tem núcleo, mas não tem parede celular nem cloroplastos',
            'Tem núcleo, parede celular e, nas partes verdes, cloroplastos',
            'Não tem núcleo organizado: é uma célula procariótica',
          ],
          resolucao_content:
            'Células animais e vegetais são eucarióticas (têm núcleo); as bactérias são procarióticas.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23],
    subject: 'Ciências',
    bncc: {
      EF06CI05:
        'Explicar a organização básica das células e seu papel como unidade estrutural e funcional dos seres vivos.',
    },
    keywords: ['célula', 'organelas', 'núcleo', 'mitocôndria'],
    tags: ['seres vivos', 'mar'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f2-em-ordem-no-sistema-solar',
    title: 'Em ordem no Sistema Solar',
    objective: 'Descrever a composição do Sistema Solar e sua localização no Universo.',
    interaction: 'ordering',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'O Sistema Solar tem o Sol, oito planetas e corpos menores, como planetas-anões, asteroides e cometas. Os quatro primeiros planetas são rochosos; os quatro últimos, gigantes.',
      challenges: rounds(
        {
          statement: 'Coloque os planetas em ordem de distância ao Sol, do mais próximo ao mais distante.',
          correct: ['Mercúrio', 'Vênus', 'Terra', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Netuno'],
          hints: ['Para lembrar: "Minha Vó Tem Muitas Joias, Só Usa No Natal".'],
          resolucao_content:
            'Mercúrio, Vênus, Terra e Marte são rochosos; Júpiter, Saturno, Urano e Netuno são gigantes.',
        },
        {
          statement: 'Coloque os planetas rochosos do menor para o maior.',
          correct: ['Mercúrio', 'Marte', 'Vênus', 'Terra'],
          resolucao_content: 'Mercúrio é o menor planeta do Sistema Solar. Vênus tem quase o tamanho da Terra.',
        },
        {
          statement: 'Coloque os planetas gigantes do menor para o maior diâmetro.',
          correct: ['Netuno', 'Urano', 'Saturno', 'Júpiter'],
          hints: ['Netuno e Urano têm tamanhos parecidos, mas Urano é um pouco maior.'],
          resolucao_content: 'Júpiter é o maior planeta: caberiam nele mais de mil Terras.',
        },
        {
          statement: 'Onde estamos? Do menor para o maior.',
          correct: ['Terra', 'Sistema Solar', 'Via Láctea', 'Universo'],
          resolucao_content:
            'A Terra é um dos planetas do Sistema Solar, que fica na Via Láctea, uma galáxia entre bilhões de outras no Universo.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [26],
    subject: 'Ciências',
    bncc: {
      EF09CI14:
        'Descrever a composição e a estrutura do Sistema Solar (Sol, planetas rochosos, planetas gigantes gasosos e corpos menores), assim como a localização do Sistema Solar na nossa Galáxia (a Via Láctea) e dela no Universo (apenas uma galáxia dentre bilhões).',
    },
    keywords: ['Sistema Solar', 'planetas', 'Via Láctea', 'astronomia'],
    tags: ['Terra e Universo', 'espaço'],
    pcd_voice: true,
    pcd_sign: true,
    daily: true,
  },
  {
    key: 'f2-memoria-dos-elementos',
    title: 'Memória dos elementos',
    objective: 'Reconhecer os símbolos dos elementos químicos mais comuns.',
    interaction: 'memory',
    layout: 'oceano',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2 },
    data: {
      context_content:
        'Cada elemento químico tem um símbolo. Muitos vêm do nome em latim: Au vem de aurum (ouro) e Fe, de ferrum (ferro). Encontre os pares.',
      challenges: rounds(
        {
          statement: 'Os elementos dos seres vivos.',
          items: ['H', 'O', 'C', 'N'],
          correct: ['Hidrogênio', 'Oxigênio', 'Carbono', 'Nitrogênio'],
          resolucao_content:
            'Hidrogênio, oxigênio, carbono e nitrogênio formam a maior parte da matéria dos seres vivos.',
        },
        {
          statement: 'Elementos do corpo e da comida.',
          items: ['Na', 'K', 'Ca', 'Fe'],
          correct: ['Sódio', 'Potássio', 'Cálcio', 'Ferro'],
          hints: ['Na vem de natrium e K vem de kalium, nomes em latim.'],
          resolucao_content: 'Na (natrium) é o sódio e K (kalium) é o potássio.',
        },
        {
          statement: 'Metais famosos.',
          items: ['Au', 'Ag', 'Cu', 'Pb'],
          correct: ['Ouro', 'Prata', 'Cobre', 'Chumbo'],
          resolucao_content: 'Au (aurum), Ag (argentum), Cu (cuprum) e Pb (plumbum).',
        },
        {
          statement: 'Outros elementos.',
          items: ['Hg', 'S', 'P', 'Cl'],
          correct: ['Mercúrio', 'Enxofre', 'Fósforo', 'Cloro'],
          resolucao_content:
            'Hg vem de hydrargyrum, "prata líquida": o mercúrio é o único metal líquido na temperatura ambiente.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [26],
    subject: 'Ciências',
    bncc: {
      EF09CI03:
        'Identificar modelos que descrevem a estrutura da matéria (constituição do átomo e composição de moléculas simples) e reconhecer sua evolução histórica.',
    },
    keywords: ['elementos químicos', 'símbolos', 'tabela periódica'],
    tags: ['matéria e energia', 'química'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-biomas-do-brasil',
    title: 'Biomas do Brasil',
    objective: 'Caracterizar os biomas brasileiros por sua vegetação e sua fauna.',
    interaction: 'word_search',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 8 },
    data: {
      context_content:
        'O Brasil tem seis biomas: Amazônia, Cerrado, Caatinga, Mata Atlântica, Pantanal e Pampa. Cada um tem clima, vegetação e animais próprios.',
      challenges: rounds(
        {
          statement: 'Encontre 5 biomas brasileiros.',
          correct: ['AMAZÔNIA', 'CERRADO', 'CAATINGA', 'PANTANAL', 'PAMPA'],
          resolucao_content:
            'O sexto bioma, a Mata Atlântica, acompanha o litoral e é um dos mais devastados: resta só uma pequena parte da floresta original.',
        },
        {
          statement: 'Encontre plantas típicas dos biomas.',
          correct: ['ARAUCÁRIA', 'MANDACARU', 'IPÊ', 'BURITI', 'SERINGUEIRA'],
          hints: ['O mandacaru é um cacto do sertão.'],
          resolucao_content:
            'Araucária (Mata de Araucárias, no Sul), mandacaru (Caatinga), ipê (comum no Cerrado), buriti (veredas do Cerrado) e seringueira (Amazônia).',
        },
        {
          statement: 'Encontre animais típicos dos biomas.',
          correct: ['ONÇA', 'TUIUIÚ', 'CAPIVARA', 'ARIRANHA', 'TAMANDUÁ'],
          resolucao_content:
            'O tuiuiú é a ave símbolo do Pantanal; o tamanduá-bandeira vive no Cerrado; a ariranha, nos rios da Amazônia e do Pantanal.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [24],
    subject: 'Geografia',
    bncc: {
      EF07GE11:
        'Caracterizar dinâmicas dos componentes físico-naturais no território nacional, bem como sua distribuição e biodiversidade (Florestas Tropicais, Cerrados, Caatingas, Campos Sulinos e Matas de Araucária).',
    },
    keywords: ['biomas', 'vegetação', 'fauna', 'biodiversidade'],
    tags: ['Brasil', 'meio ambiente'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-grecia-e-roma',
    title: 'Grécia ou Roma?',
    objective: 'Distinguir características da Grécia Antiga e da Roma Antiga.',
    interaction: 'categories',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Gregos e romanos são os povos da chamada Antiguidade Clássica. Muitas de suas ideias, palavras e construções chegam até nós.',
      categories: groups('Grécia Antiga', 'Roma Antiga'),
      challenges: rounds(
        {
          statement: 'De onde vem cada um?',
          items: ['Atenas e Esparta', 'Coliseu', 'Jogos Olímpicos', 'Júlio César', 'Democracia ateniense', 'Latim'],
          correct: ['Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga'],
          resolucao_content:
            'Os Jogos Olímpicos começaram na Grécia; o latim, língua dos romanos, deu origem ao português.',
        },
        {
          statement: 'Política e construções.',
          items: [
            'Pólis',
            'Patrícios e plebeus',
            'Partenon',
            'Aquedutos',
            'Filósofo Sócrates',
            'Cônsules e Senado da República',
          ],
          correct: ['Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga'],
          resolucao_content:
            'A pólis era a cidade-Estado grega. Em Roma, patrícios e plebeus disputaram direitos durante a República, governada por cônsules e pelo Senado.',
        },
        {
          statement: 'Deuses, leis e letras.',
          items: [
            'Zeus, rei dos deuses',
            'Júpiter, rei dos deuses',
            'Homero e a Ilíada',
            'Lei das Doze Tábuas',
            'Alfabeto com alfa e beta',
            'Política do pão e circo',
          ],
          correct: ['Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga', 'Grécia Antiga', 'Roma Antiga'],
          resolucao_content:
            'Os romanos adaptaram deuses gregos com outros nomes: o Zeus dos gregos é o Júpiter dos romanos.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23],
    subject: 'História',
    bncc: {
      EF06HI10:
        'Explicar a formação da Grécia Antiga, com ênfase na formação da pólis e nas transformações políticas, sociais e culturais.',
      EF06HI11:
        'Caracterizar o processo de formação da Roma Antiga e suas configurações sociais e políticas nos períodos monárquico e republicano.',
    },
    keywords: ['Grécia Antiga', 'Roma Antiga', 'Antiguidade Clássica'],
    tags: ['Antiguidade'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f2-caminhos-da-independencia',
    title: 'Caminhos da Independência',
    objective: 'Ordenar os acontecimentos que levaram à Independência do Brasil e ao Império.',
    interaction: 'ordering',
    layout: 'oceano',
    variation: 'tres-vidas',
    settings: { difficulty: 'dificil', time: 6 },
    data: {
      context_content:
        'Entre 1808 e 1822, o Brasil deixou de ser colônia e tornou-se um país independente. Organize os acontecimentos no tempo.',
      challenges: rounds(
        {
          statement: 'Do mais antigo ao mais recente.',
          correct: [
            'Inconfidência Mineira',
            'Chegada da Corte portuguesa ao Rio de Janeiro',
            'Brasil elevado a Reino Unido a Portugal e Algarves',
            'Proclamação da Independência',
          ],
          resolucao_content:
            'Inconfidência Mineira (1789), chegada da Corte (1808), Reino Unido (1815) e Independência (7 de setembro de 1822).',
        },
        {
          statement: 'O que aconteceu primeiro em 1807 e 1808?',
          correct: [
            'Tropas de Napoleão invadem Portugal',
            'A Corte portuguesa parte para o Brasil',
            'Abertura dos portos às nações amigas',
          ],
          resolucao_content:
            'Com a invasão francesa, no fim de 1807, a Corte partiu para o Brasil. Em janeiro de 1808, em Salvador, D. João abriu os portos às nações amigas.',
        },
        {
          statement: 'O ano de 1822, mês a mês.',
          correct: ['Dia do Fico', 'Grito do Ipiranga', 'Coroação de D. Pedro I'],
          resolucao_content:
            'Dia do Fico (9 de janeiro), Grito do Ipiranga (7 de setembro) e coroação (1º de dezembro).',
        },
        {
          statement: 'Depois da Independência.',
          correct: [
            'Primeira Constituição do Brasil',
            'Abdicação de D. Pedro I',
            'Golpe da Maioridade e início do Segundo Reinado',
          ],
          resolucao_content:
            'A Constituição foi outorgada em 1824, D. Pedro I abdicou em 1831 e D. Pedro II assumiu em 1840.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [25],
    subject: 'História',
    bncc: {
      EF08HI12:
        'Caracterizar a organização política e social no Brasil desde a chegada da Corte portuguesa, em 1808, até 1822 e seus desdobramentos para a história política brasileira.',
    },
    keywords: ['Independência do Brasil', 'família real', 'Primeiro Reinado'],
    tags: ['Brasil Império'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-figuras-de-linguagem',
    title: 'Figuras de linguagem',
    objective: 'Reconhecer figuras de linguagem e os efeitos de sentido que produzem.',
    interaction: 'matching',
    layout: 'espaco',
    variation: 'tres-vidas',
    settings: { difficulty: 'dificil', time: 6 },
    data: {
      context_content:
        'Figuras de linguagem dão força e beleza ao que dizemos: mudam o sentido comum das palavras ou brincam com o som das frases. Ligue cada frase à sua figura.',
      challenges: rounds(
        {
          statement: 'Figuras de sentido.',
          items: [
            'Seus olhos são duas estrelas.',
            'Ela é forte como um touro.',
            'Já te disse isso um milhão de vezes!',
          ],
          correct: ['Metáfora', 'Comparação', 'Hipérbole'],
          wrong: ['Eufemismo'],
          hints: ['A comparação usa uma palavra como "como".'],
          resolucao_content:
            'A metáfora compara sem "como"; a comparação usa o "como"; a hipérbole exagera de propósito.',
        },
        {
          statement: 'Mais figuras.',
          items: [
            'O vento sussurrava segredos na janela.',
            'Tic-tac, tic-tac: o relógio não parava.',
            'Que beleza, tirei zero na prova!',
          ],
          correct: ['Personificação', 'Onomatopeia', 'Ironia'],
          wrong: ['Antítese'],
          resolucao_content:
            'O vento ganha ação humana (personificação), o tic-tac imita um som (onomatopeia) e a frase diz o contrário do que pensa (ironia).',
        },
        {
          statement: 'As últimas figuras.',
          items: ['Ele partiu desta para melhor.', 'Uns riem, outros choram.', 'O rato roeu a roupa do rei de Roma.'],
          correct: ['Eufemismo', 'Antítese', 'Aliteração'],
          wrong: ['Metáfora'],
          resolucao_content:
            'O eufemismo suaviza (morrer vira "partir"), a antítese opõe ideias (rir e chorar) e a aliteração repete sons consonantais (o R).',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [25, 26],
    subject: 'Língua Portuguesa',
    bncc: {
      EF67LP38:
        'Analisar os efeitos de sentido do uso de figuras de linguagem, como comparação, metáfora, metonímia, personificação, hipérbole, dentre outras.',
      EF89LP37:
        'Analisar os efeitos de sentido do uso de figuras de linguagem como ironia, eufemismo, antítese, aliteração, assonância, dentre outras.',
    },
    keywords: ['figuras de linguagem', 'metáfora', 'ironia', 'antítese'],
    tags: ['semântica', 'literatura'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'f2-verb-to-be',
    title: 'Verb to be no fundo do mar',
    objective: 'Usar o verbo to be no presente para identificar e descrever pessoas e seres.',
    interaction: 'fill_blanks',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4, case_insensitivity: true },
    data: {
      context_content:
        'The verb to be: I am, you are, he/she/it is, we are, they are. Complete cada frase com am, is ou are.',
      challenges: rounds(
        {
          statement: 'I ___ a student.',
          correct: ['am'],
          resolucao_content: 'Com I usamos am: I am a student (eu sou estudante).',
        },
        {
          statement: 'The octopus ___ purple.',
          correct: ['is'],
          hints: ['The octopus = it.'],
          resolucao_content: 'The octopus é "it": the octopus is purple (o polvo é roxo).',
        },
        {
          statement: 'Dolphins ___ very smart.',
          correct: ['are'],
          resolucao_content: 'Dolphins é plural, "they": dolphins are very smart (golfinhos são muito espertos).',
        },
        {
          statement: 'We ___ friends and she ___ my cousin.',
          correct: ['are', 'is'],
          resolucao_content: 'We are friends (nós somos amigos) and she is my cousin (e ela é minha prima).',
        },
        {
          statement: 'It ___ a shark! ___ you scared?',
          correct: ['is', 'Are'],
          hints: ['Na pergunta, o verbo vem antes do sujeito.'],
          resolucao_content: 'It is a shark! Are you scared? (É um tubarão! Você está com medo?)',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23],
    subject: 'Inglês',
    bncc: {
      EF06LI19: 'Utilizar o presente do indicativo para identificar pessoas (verbo to be) e descrever rotinas diárias.',
    },
    keywords: ['verb to be', 'present simple', 'inglês'],
    tags: ['gramática', 'mar'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f2-school-things-memory',
    title: 'School things: memory',
    objective: 'Ampliar o vocabulário em inglês sobre a escola.',
    interaction: 'memory',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'facil', time: 4 },
    data: {
      context_content: 'Encontre os pares: a palavra em inglês e a sua tradução.',
      challenges: rounds(
        {
          statement: 'Pencil case',
          items: ['Book', 'Pencil', 'Eraser', 'Ruler'],
          correct: ['Livro', 'Lápis', 'Borracha', 'Régua'],
          resolucao_content: 'Book = livro, pencil = lápis, eraser = borracha, ruler = régua.',
        },
        {
          statement: 'Backpack',
          items: ['Backpack', 'Notebook', 'Scissors', 'Glue'],
          correct: ['Mochila', 'Caderno', 'Tesoura', 'Cola'],
          resolucao_content: 'Backpack = mochila, notebook = caderno, scissors = tesoura, glue = cola.',
        },
        {
          statement: 'Classroom',
          items: ['Teacher', 'Classroom', 'Desk', 'Board'],
          correct: ['Professor(a)', 'Sala de aula', 'Carteira', 'Quadro'],
          resolucao_content: 'Teacher = professor ou professora: em inglês a palavra é a mesma.',
        },
        {
          statement: 'School subjects',
          items: ['Math', 'History', 'Science', 'Art'],
          correct: ['Matemática', 'História', 'Ciências', 'Arte'],
          resolucao_content: 'Math = Matemática, History = História, Science = Ciências, Art = Arte.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23],
    subject: 'Inglês',
    bncc: {
      EF06LI17:
        'Construir repertório lexical relativo a temas familiares (escola, família, rotina diária, atividades de lazer, esportes, entre outros).',
    },
    keywords: ['vocabulário', 'school', 'inglês'],
    tags: ['vocabulário'],
    pcd_voice: true,
    pcd_sign: false,
  },
  {
    key: 'f2-quem-criou-esta-obra',
    title: 'Quem criou esta obra?',
    objective: 'Reconhecer obras e artistas importantes da arte brasileira.',
    interaction: 'multiple_choice',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5, randomize: true },
    data: {
      context_content: 'A arte brasileira tem obras famosas no mundo todo, do Barroco mineiro ao Modernismo.',
      challenges: rounds(
        {
          statement: 'Quem pintou o Abaporu (1928), quadro que inspirou o Movimento Antropofágico?',
          correct: ['Tarsila do Amaral'],
          wrong: ['Anita Malfatti', 'Candido Portinari', 'Di Cavalcanti'],
          resolucao_content:
            'Tarsila do Amaral pintou o Abaporu e o deu de presente a Oswald de Andrade, autor do Manifesto Antropófago.',
        },
        {
          statement: 'Quem pintou Os Retirantes (1944), sobre famílias que fogem da seca?',
          correct: ['Candido Portinari'],
          wrong: ['Tarsila do Amaral', 'Lasar Segall', 'Alfredo Volpi'],
          resolucao_content:
            'Candido Portinari retratou o trabalhador e o povo brasileiro em obras como Os Retirantes e Café.',
        },
        {
          statement: 'Quem esculpiu os Doze Profetas em pedra-sabão, em Congonhas (MG)?',
          correct: ['Aleijadinho'],
          wrong: ['Mestre Valentim', 'Victor Brecheret', 'Tarsila do Amaral'],
          resolucao_content: 'Antônio Francisco Lisboa, o Aleijadinho, é o grande nome do Barroco mineiro.',
        },
        {
          statement: 'Que artista pintou A Boba e fez, em 1917, a exposição considerada precursora do Modernismo?',
          correct: ['Anita Malfatti'],
          wrong: ['Tarsila do Amaral', 'Candido Portinari', 'Alfredo Volpi'],
          resolucao_content:
            'A exposição de Anita Malfatti de 1917 causou polêmica e aproximou os futuros modernistas.',
        },
        {
          statement: 'Quem ficou famoso pelas bandeirinhas de festa junina em suas pinturas?',
          correct: ['Alfredo Volpi'],
          wrong: ['Aleijadinho', 'Anita Malfatti', 'Di Cavalcanti'],
          resolucao_content: 'Alfredo Volpi transformou as bandeirinhas em formas geométricas e cores vibrantes.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23, 24, 25, 26],
    subject: 'Arte',
    bncc: {
      EF69AR01:
        'Pesquisar, apreciar e analisar formas distintas das artes visuais tradicionais e contemporâneas, em obras de artistas brasileiros e estrangeiros de diferentes épocas e em diferentes matrizes estéticas e culturais, de modo a ampliar a experiência com diferentes contextos e práticas artístico-visuais e cultivar a percepção, o imaginário, a capacidade de simbolizar e o repertório imagético.',
    },
    keywords: ['artes visuais', 'artistas brasileiros', 'Modernismo', 'Barroco'],
    tags: ['artes visuais'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'f2-capacidades-fisicas',
    title: 'Capacidades físicas',
    objective: 'Identificar força, velocidade, resistência e flexibilidade nas práticas corporais.',
    interaction: 'multiple_choice',
    layout: 'fazendinha',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2 },
    data: {
      context_content:
        'Força, velocidade, resistência e flexibilidade são capacidades físicas. Cada esporte e cada exercício pede mais umas que outras.',
      challenges: rounds(
        {
          statement: 'Que capacidade física um velocista usa mais em uma prova de 100 metros?',
          correct: ['Velocidade'],
          wrong: ['Flexibilidade', 'Resistência'],
          resolucao_content: 'Os 100 metros duram cerca de 10 segundos: vence quem chega mais rápido.',
        },
        {
          statement: 'E um maratonista, que corre 42 km?',
          correct: ['Resistência'],
          wrong: ['Força', 'Flexibilidade'],
          resolucao_content: 'Correr por horas exige resistência: manter o esforço por muito tempo.',
        },
        {
          statement: 'Uma ginasta que abre um espacate usa principalmente:',
          correct: ['Flexibilidade'],
          wrong: ['Velocidade', 'Resistência'],
          resolucao_content: 'Flexibilidade é a amplitude de movimento das articulações e dos músculos.',
        },
        {
          statement: 'Um atleta de levantamento de peso precisa principalmente de:',
          correct: ['Força'],
          wrong: ['Flexibilidade', 'Resistência'],
          resolucao_content: 'Levantar uma carga muito pesada uma vez exige força máxima.',
        },
        {
          statement: 'Que exercício desenvolve mais a resistência aeróbia?',
          correct: ['Correr 30 minutos em ritmo leve'],
          wrong: ['Levantar um peso máximo uma vez', 'Alongar os braços por 20 segundos'],
          resolucao_content:
            'Atividades longas e contínuas, de intensidade leve a moderada, treinam a resistência aeróbia.',
        },
      ),
    },
    stage: 'fundamental-2',
    grade_ids: [23, 24],
    subject: 'Educação Física',
    bncc: {
      EF67EF08:
        'Experimentar e fruir exercícios físicos que solicitem diferentes capacidades físicas, identificando seus tipos (força, velocidade, resistência, flexibilidade) e as sensações corporais provocadas pela sua prática.',
    },
    keywords: ['capacidades físicas', 'força', 'velocidade', 'resistência', 'flexibilidade'],
    tags: ['ginásticas', 'saúde'],
    pcd_voice: true,
    pcd_sign: true,
  },
];

const ENSINO_MEDIO: AuthoredChallenge[] = [
  {
    key: 'em-funcoes-em-orbita',
    title: 'Funções em órbita',
    objective: 'Construir e interpretar modelos com funções polinomiais de 1º e 2º graus.',
    interaction: 'multiple_choice',
    layout: 'espaco',
    variation: 'tres-vidas',
    settings: { difficulty: 'dificil', time: 8, randomize: true },
    data: {
      context_content:
        'Funções do 1º grau, f(x) = ax + b, têm gráfico em forma de reta. Funções do 2º grau, f(x) = ax² + bx + c, têm gráfico em forma de parábola.',
      challenges: rounds(
        {
          statement: 'Se f(x) = 2x + 1, quanto vale f(3)?',
          correct: ['7'],
          wrong: ['6', '5', '9'],
          resolucao_content: 'f(3) = 2 · 3 + 1 = 7.',
        },
        {
          statement: 'Qual é o zero (raiz) de f(x) = 3x − 6?',
          correct: ['x = 2'],
          wrong: ['x = −2', 'x = 3', 'x = 6'],
          resolucao_content: '3x − 6 = 0, então 3x = 6 e x = 2.',
        },
        {
          statement: 'A função f(x) = −4x + 5 é:',
          correct: ['Decrescente, porque a = −4 é negativo'],
          wrong: ['Crescente, porque b = 5 é positivo', 'Constante'],
          resolucao_content:
            'Quem decide se a reta sobe ou desce é o coeficiente a. Com a < 0, a função é decrescente.',
        },
        {
          statement: 'Quais são as raízes de f(x) = x² − 5x + 6?',
          correct: ['x = 2 e x = 3'],
          wrong: ['x = −2 e x = −3', 'x = 1 e x = 6', 'x = 5 e x = 6'],
          hints: ['Procure dois números de soma 5 e produto 6.'],
          resolucao_content: 'Soma 5 e produto 6: as raízes são 2 e 3, pois x² − 5x + 6 = (x − 2)(x − 3).',
        },
        {
          statement: 'Qual é o vértice da parábola de f(x) = x² − 4x + 3?',
          correct: ['(2, −1)'],
          wrong: ['(−2, 15)', '(4, 3)', '(2, 1)'],
          hints: ['xᵥ = −b / 2a.'],
          resolucao_content: 'xᵥ = 4 / 2 = 2 e yᵥ = f(2) = 4 − 8 + 3 = −1.',
        },
        {
          statement:
            'Um táxi cobra R$ 5,00 de bandeirada e R$ 2,50 por km. Que função dá o preço P de uma corrida de x km?',
          correct: ['P(x) = 2,5x + 5'],
          wrong: ['P(x) = 5x + 2,5', 'P(x) = 7,5x', 'P(x) = 2,5x − 5'],
          resolucao_content: 'A parte fixa (bandeirada) é o termo b = 5 e o valor por km é a taxa a = 2,5.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [27],
    subject: 'Matemática',
    bncc: {
      EM13MAT302:
        'Construir modelos empregando as funções polinomiais de 1º ou 2º graus, para resolver problemas em contextos diversos, com ou sem apoio de tecnologias digitais.',
    },
    keywords: ['função afim', 'função quadrática', 'modelagem', 'parábola'],
    tags: ['funções'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-contagem-e-probabilidade',
    title: 'Contagem e probabilidade',
    objective: 'Descrever espaços amostrais e contar possibilidades pelo princípio multiplicativo.',
    interaction: 'fill_blanks',
    layout: 'floresta',
    variation: 'desafio-total',
    settings: { difficulty: 'dificil', time: 3 },
    data: {
      context_content:
        'Pelo princípio multiplicativo, se uma escolha tem m opções e outra tem n, há m × n possibilidades. A probabilidade de um evento é o número de casos favoráveis dividido pelo de casos possíveis.',
      challenges: rounds(
        {
          statement: 'Ao lançar duas moedas, o espaço amostral tem ___ resultados.',
          correct: ['4'],
          resolucao_content: '{(cara, cara), (cara, coroa), (coroa, cara), (coroa, coroa)}: 2 × 2 = 4 resultados.',
        },
        {
          statement:
            'Com 3 camisetas e 4 bermudas, é possível montar ___ combinações diferentes de camiseta e bermuda.',
          correct: ['12'],
          resolucao_content: 'Para cada camiseta há 4 bermudas: 3 × 4 = 12.',
        },
        {
          statement: 'A palavra AMOR tem ___ anagramas.',
          correct: ['24'],
          hints: ['São 4 letras diferentes: quantas escolhas para a 1ª posição, a 2ª, a 3ª e a 4ª?'],
          resolucao_content: '4 × 3 × 2 × 1 = 4! = 24 anagramas.',
        },
        {
          statement: 'Ao lançar um dado comum, há ___ resultados possíveis, e ___ deles são números pares.',
          correct: ['6', '3'],
          resolucao_content: 'Os pares são 2, 4 e 6. A probabilidade de sair par é 3/6 = 1/2.',
        },
        {
          statement: 'Ao lançar dois dados, há ___ resultados possíveis, e em ___ deles a soma é 7.',
          correct: ['36', '6'],
          resolucao_content: '6 × 6 = 36. Soma 7: (1,6), (2,5), (3,4), (4,3), (5,2) e (6,1). P(soma 7) = 6/36 = 1/6.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [28],
    subject: 'Matemática',
    bncc: {
      EM13MAT310:
        'Resolver e elaborar problemas de contagem envolvendo agrupamentos ordenáveis ou não de elementos, por meio dos princípios multiplicativo e aditivo, recorrendo a estratégias diversas, como o diagrama de árvore.',
      EM13MAT311:
        'Identificar e descrever o espaço amostral de eventos aleatórios, realizando contagem das possibilidades, para resolver e elaborar problemas que envolvem o cálculo da probabilidade.',
    },
    keywords: ['princípio multiplicativo', 'espaço amostral', 'probabilidade', 'anagramas'],
    tags: ['probabilidade e estatística'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-juros-simples-ou-compostos',
    title: 'Juros simples ou compostos?',
    objective: 'Comparar o crescimento linear dos juros simples com o exponencial dos juros compostos.',
    interaction: 'true_false',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 6 },
    data: {
      context_content:
        'Nos juros simples, os juros de cada período são calculados sempre sobre o capital inicial. Nos compostos, os juros de um período entram no cálculo do seguinte: são juros sobre juros.',
      challenges: rounds(
        {
          statement: 'Como cada um cresce?',
          items: [
            'Nos juros simples, o montante cresce de forma linear.',
            'Nos juros compostos, o montante cresce de forma exponencial.',
            'Com a mesma taxa e o mesmo prazo de vários meses, os juros simples rendem mais que os compostos.',
          ],
          correct: [
            'Nos juros simples, o montante cresce de forma linear.',
            'Nos juros compostos, o montante cresce de forma exponencial.',
          ],
          resolucao_content:
            'Linear (uma reta) nos simples, exponencial nos compostos. A partir do segundo período, os compostos rendem mais.',
        },
        {
          statement: 'Faça as contas: R$ 1.000,00 a 10% ao mês.',
          items: [
            'Em juros simples, viram R$ 1.200,00 em 2 meses.',
            'Em juros compostos, viram R$ 1.210,00 em 2 meses.',
            'Em juros compostos, viram R$ 1.300,00 em 3 meses.',
          ],
          correct: [
            'Em juros simples, viram R$ 1.200,00 em 2 meses.',
            'Em juros compostos, viram R$ 1.210,00 em 2 meses.',
          ],
          hints: ['Nos compostos, M = C · (1 + i)ⁿ.'],
          resolucao_content:
            'Simples: 1.000 + 2 · 100 = 1.200. Compostos: 1.000 · 1,1² = 1.210 e 1.000 · 1,1³ = 1.331, não 1.300.',
        },
        {
          statement: 'Juros na vida real.',
          items: [
            'O rotativo do cartão de crédito cobra juros compostos, por isso a dívida cresce muito rápido.',
            'Pagar só o valor mínimo da fatura impede a dívida de crescer.',
            'Na fórmula M = C · (1 + i)ⁿ, o n é o número de períodos.',
          ],
          correct: [
            'O rotativo do cartão de crédito cobra juros compostos, por isso a dívida cresce muito rápido.',
            'Na fórmula M = C · (1 + i)ⁿ, o n é o número de períodos.',
          ],
          resolucao_content:
            'Pagando só o mínimo, o restante da fatura entra no rotativo e passa a render juros sobre juros.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [29],
    subject: 'Matemática',
    bncc: {
      EM13MAT303:
        'Interpretar e comparar situações que envolvam juros simples com as que envolvem juros compostos, por meio de representações gráficas ou análise de planilhas, destacando o crescimento linear ou exponencial de cada caso.',
    },
    keywords: ['juros simples', 'juros compostos', 'educação financeira', 'crescimento exponencial'],
    tags: ['educação financeira'],
    pcd_voice: true,
    pcd_sign: false,
    daily: true,
  },
  {
    key: 'em-niveis-de-organizacao-da-vida',
    title: 'Níveis de organização da vida',
    objective: 'Ordenar os níveis de organização dos seres vivos e dos ecossistemas.',
    interaction: 'ordering',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'A vida se organiza em níveis, do átomo à biosfera. Cada nível reúne elementos do nível anterior e ganha propriedades novas.',
      challenges: rounds(
        {
          statement: 'No organismo, do menor para o maior nível.',
          correct: ['Célula', 'Tecido', 'Órgão', 'Sistema', 'Organismo'],
          resolucao_content:
            'Células formam tecidos, tecidos formam órgãos, órgãos formam sistemas e os sistemas, o organismo.',
        },
        {
          statement: 'Na ecologia, do menor para o maior nível.',
          correct: ['Organismo', 'População', 'Comunidade', 'Ecossistema', 'Biosfera'],
          hints: ['População: indivíduos da mesma espécie. Comunidade: populações de espécies diferentes.'],
          resolucao_content:
            'A comunidade reúne as populações de um lugar; o ecossistema soma a ela o ambiente físico; a biosfera reúne todos os ecossistemas.',
        },
        {
          statement: 'Da matéria à vida.',
          correct: ['Átomo', 'Molécula', 'Organela', 'Célula'],
          resolucao_content:
            'Átomos formam moléculas, moléculas formam organelas e as organelas fazem parte da célula, a unidade da vida.',
        },
        {
          statement: 'Um exemplo no corpo humano, do menor para o maior.',
          correct: ['Neurônio', 'Tecido nervoso', 'Encéfalo', 'Sistema nervoso', 'Ser humano'],
          resolucao_content:
            'O neurônio é a célula; o tecido nervoso forma o encéfalo, órgão do sistema nervoso do ser humano.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [27],
    subject: 'Ciências',
    bncc: {
      EM13CNT202:
        'Analisar as diversas formas de manifestação da vida em seus diferentes níveis de organização, bem como as condições ambientais favoráveis e os fatores limitantes a elas, com ou sem o uso de dispositivos e aplicativos digitais (como softwares de simulação e de realidade virtual, entre outros).',
    },
    keywords: ['níveis de organização', 'ecologia', 'biologia'],
    tags: ['biologia'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'em-fontes-de-energia',
    title: 'Fontes de energia',
    objective: 'Classificar fontes de energia em renováveis e não renováveis e discutir seus impactos.',
    interaction: 'categories',
    layout: 'espaco',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Fontes renováveis se recompõem na escala de tempo humana. As não renováveis levam milhões de anos para se formar e se esgotam com o uso.',
      categories: groups('Renovável', 'Não renovável'),
      challenges: rounds(
        {
          statement: 'Classifique as fontes de energia.',
          items: ['Solar', 'Petróleo', 'Eólica', 'Carvão mineral', 'Hidráulica', 'Gás natural'],
          correct: ['Renovável', 'Não renovável', 'Renovável', 'Não renovável', 'Renovável', 'Não renovável'],
          resolucao_content: 'Petróleo, carvão mineral e gás natural são combustíveis fósseis: não renováveis.',
        },
        {
          statement: 'Mais fontes.',
          items: [
            'Biomassa (bagaço de cana)',
            'Urânio (energia nuclear)',
            'Geotérmica',
            'Xisto betuminoso',
            'Energia das marés',
            'Óleo diesel',
          ],
          correct: ['Renovável', 'Não renovável', 'Renovável', 'Não renovável', 'Renovável', 'Não renovável'],
          hints: ['O urânio é um minério: as jazidas não se refazem.'],
          resolucao_content:
            'A energia nuclear não emite CO₂ na geração, mas o urânio é um recurso mineral finito, e por isso não renovável.',
        },
        {
          statement: 'Combustíveis do dia a dia.',
          items: ['Etanol de cana-de-açúcar', 'Gasolina', 'Biogás de aterro', 'Querosene de aviação'],
          correct: ['Renovável', 'Não renovável', 'Renovável', 'Não renovável'],
          resolucao_content:
            'Renovável não quer dizer sem impacto: plantações de cana ocupam terras e hidrelétricas alagam grandes áreas.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [28],
    subject: 'Ciências',
    bncc: {
      EM13CNT106:
        'Avaliar, com ou sem o uso de dispositivos e aplicativos digitais, tecnologias e possíveis soluções para as demandas que envolvem a geração, o transporte, a distribuição e o consumo de energia elétrica, considerando a disponibilidade de recursos, a eficiência energética, a relação custo/benefício, as características geográficas e ambientais, a produção de resíduos e os impactos socioambientais e culturais.',
      EM13CNT309:
        'Analisar questões socioambientais, políticas e econômicas relativas à dependência do mundo atual em relação aos recursos não renováveis e discutir a necessidade de introdução de alternativas e novas tecnologias energéticas e de materiais, comparando diferentes tipos de motores e processos de produção de novos materiais.',
    },
    keywords: ['energia renovável', 'combustíveis fósseis', 'matriz energética', 'sustentabilidade'],
    tags: ['energia', 'meio ambiente'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-da-ditadura-a-redemocratizacao',
    title: 'Da ditadura à redemocratização',
    objective: 'Ordenar os marcos da ditadura civil-militar e da volta à democracia no Brasil.',
    interaction: 'ordering',
    layout: 'espaco',
    variation: 'desafio-total',
    settings: { difficulty: 'dificil', time: 3, hide_feedback: true },
    data: {
      context_content:
        'Entre 1964 e 1985, o Brasil viveu uma ditadura civil-militar. A volta à democracia foi gradual e teve forte participação popular.',
      challenges: rounds(
        {
          statement: 'Do mais antigo ao mais recente.',
          correct: ['Golpe civil-militar', 'Decretação do AI-5', 'Lei da Anistia', 'Campanha das Diretas Já'],
          resolucao_content: 'Golpe (1964), AI-5 (1968), Lei da Anistia (1979) e Diretas Já (1983-1984).',
        },
        {
          statement: 'A transição democrática.',
          correct: [
            'Eleição indireta de Tancredo Neves',
            'Promulgação da Constituição Cidadã',
            'Primeira eleição direta para presidente desde 1960',
          ],
          resolucao_content:
            'Tancredo foi eleito pelo Colégio Eleitoral em 1985, a Constituição foi promulgada em 1988 e a eleição direta ocorreu em 1989.',
        },
        {
          statement: 'Antes, durante e depois.',
          correct: [
            'Renúncia de Jânio Quadros',
            'Golpe civil-militar',
            'Fim do bipartidarismo entre ARENA e MDB',
            'Posse de um presidente civil',
          ],
          resolucao_content:
            'Jânio renunciou em 1961; o golpe veio em 1964; o bipartidarismo acabou em 1979; um civil, José Sarney, tomou posse em 1985.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [29],
    subject: 'História',
    bncc: {
      EM13CHS603:
        'Analisar a formação de diferentes países, povos e nações e de suas experiências políticas e de exercício da cidadania, aplicando conceitos políticos básicos (Estado, poder, formas, sistemas e regimes de governo, soberania etc.).',
    },
    keywords: ['ditadura civil-militar', 'redemocratização', 'Diretas Já', 'Constituição de 1988'],
    tags: ['Brasil República', 'cidadania'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-mapas-projecoes-e-fusos',
    title: 'Mapas, projeções e fusos',
    objective: 'Interpretar projeções cartográficas, escalas e fusos horários.',
    interaction: 'true_false',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 6 },
    data: {
      context_content:
        'Todo mapa é uma representação reduzida e simplificada da Terra. Projeções, escalas e fusos ajudam a ler o espaço com precisão.',
      challenges: rounds(
        {
          statement: 'Projeções',
          items: [
            'A projeção de Mercator preserva os ângulos, mas aumenta as áreas perto dos polos.',
            'Na projeção de Mercator, a Groenlândia parece maior do que realmente é.',
            'A projeção de Peters mostra as formas dos continentes sem nenhuma distorção.',
          ],
          correct: [
            'A projeção de Mercator preserva os ângulos, mas aumenta as áreas perto dos polos.',
            'Na projeção de Mercator, a Groenlândia parece maior do que realmente é.',
          ],
          resolucao_content:
            'Nenhum mapa plano preserva tudo. A projeção de Peters mantém as áreas proporcionais, mas deforma as formas.',
        },
        {
          statement: 'Escalas',
          items: [
            'Na escala 1:100.000, 1 cm no mapa corresponde a 1 km no terreno.',
            'Um mapa na escala 1:1.000.000 mostra mais detalhes que um mapa na escala 1:10.000.',
          ],
          correct: ['Na escala 1:100.000, 1 cm no mapa corresponde a 1 km no terreno.'],
          hints: ['100.000 cm = 1.000 m = 1 km.'],
          resolucao_content:
            'Quanto maior o denominador, menor a escala e menos detalhes: 1:10.000 mostra mais detalhes que 1:1.000.000.',
        },
        {
          statement: 'Fusos horários',
          items: [
            'A Terra é dividida em 24 fusos de 15° de longitude cada.',
            'O território brasileiro tem quatro fusos horários.',
            'Quando são 12h em Brasília, são 14h em Fernando de Noronha.',
          ],
          correct: [
            'A Terra é dividida em 24 fusos de 15° de longitude cada.',
            'O território brasileiro tem quatro fusos horários.',
          ],
          resolucao_content:
            '360° ÷ 24 h = 15° por hora. Fernando de Noronha está uma hora à frente de Brasília: ao meio-dia de Brasília, lá são 13h.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [27],
    subject: 'Geografia',
    bncc: {
      EM13CHS106:
        'Utilizar as linguagens cartográfica, gráfica e iconográfica, diferentes gêneros textuais e tecnologias digitais de informação e comunicação de forma crítica, significativa, reflexiva e ética nas diversas práticas sociais (incluindo as escolares) para se comunicar, acessar e difundir informações, produzir conhecimentos, resolver problemas e exercer protagonismo e autoria na vida pessoal e coletiva.',
    },
    keywords: ['cartografia', 'projeções', 'escala', 'fusos horários'],
    tags: ['cartografia'],
    pcd_voice: false,
    pcd_sign: true,
  },
  {
    key: 'em-autores-e-obras',
    title: 'Autores e obras da literatura brasileira',
    objective: 'Relacionar obras da literatura brasileira a seus autores e movimentos literários.',
    interaction: 'matching',
    layout: 'floresta',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 6 },
    data: {
      context_content:
        'Cada obra nasce em um tempo e dialoga com as ideias da sua época, do Romantismo ao Modernismo. Ligue cada obra ao seu autor ou movimento.',
      challenges: rounds(
        {
          statement: 'Romances do século XIX.',
          items: ['Iracema', 'Dom Casmurro', 'O Cortiço'],
          correct: ['José de Alencar', 'Machado de Assis', 'Aluísio Azevedo'],
          wrong: ['Castro Alves'],
          resolucao_content:
            'Iracema (1865) é de José de Alencar; Dom Casmurro (1899), de Machado de Assis; O Cortiço (1890), de Aluísio Azevedo.',
        },
        {
          statement: 'O século XX.',
          items: ['Macunaíma', 'Vidas Secas', 'A Hora da Estrela'],
          correct: ['Mário de Andrade', 'Graciliano Ramos', 'Clarice Lispector'],
          wrong: ['Oswald de Andrade'],
          resolucao_content: 'Macunaíma (1928), Vidas Secas (1938) e A Hora da Estrela (1977).',
        },
        {
          statement: 'Ligue cada obra ao seu movimento literário.',
          items: ['Iracema (1865)', 'O Cortiço (1890)', 'Macunaíma (1928)'],
          correct: ['Romantismo', 'Naturalismo', 'Modernismo'],
          wrong: ['Barroco'],
          resolucao_content:
            'Iracema idealiza o indígena (Romantismo); O Cortiço mostra o ser humano determinado pelo meio (Naturalismo); Macunaíma mistura lendas e falas do Brasil (Modernismo).',
        },
        {
          statement: 'Mais autores.',
          items: ['Grande Sertão: Veredas', 'Morte e Vida Severina', 'Capitães da Areia'],
          correct: ['Guimarães Rosa', 'João Cabral de Melo Neto', 'Jorge Amado'],
          wrong: ['Rachel de Queiroz'],
          resolucao_content:
            'Guimarães Rosa recriou a fala do sertão; João Cabral escreveu um auto de Natal pernambucano; Jorge Amado retratou meninos de rua em Salvador.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [28],
    subject: 'Língua Portuguesa',
    bncc: {
      EM13LGG601:
        'Apropriar-se do patrimônio artístico de diferentes tempos e lugares, compreendendo a sua diversidade, bem como os processos de legitimação das manifestações artísticas na sociedade, desenvolvendo visão crítica e histórica.',
    },
    keywords: ['literatura brasileira', 'Romantismo', 'Naturalismo', 'Modernismo'],
    tags: ['literatura'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-false-friends',
    title: 'False friends',
    objective: 'Reconhecer falsos cognatos do inglês e seus sentidos verdadeiros.',
    interaction: 'memory',
    layout: 'espaco',
    variation: 'contra-o-tempo',
    settings: { difficulty: 'medio', time: 2 },
    data: {
      context_content:
        'Falsos cognatos (false friends) parecem palavras do português, mas têm outro sentido. Encontre cada palavra em inglês e seu significado verdadeiro.',
      challenges: rounds(
        {
          statement: 'Rodada 1',
          items: ['Pretend', 'Push', 'Parents', 'Library'],
          correct: ['Fingir', 'Empurrar', 'Pais', 'Biblioteca'],
          resolucao_content:
            'Pretend não é pretender, push não é puxar, parents não são parentes e library não é livraria.',
        },
        {
          statement: 'Rodada 2',
          items: ['Actually', 'College', 'Lunch', 'Realize'],
          correct: ['Na verdade', 'Faculdade', 'Almoço', 'Perceber'],
          resolucao_content:
            'Actually não é atualmente, college não é colégio, lunch não é lanche e realize não é realizar.',
        },
        {
          statement: 'Rodada 3',
          items: ['Exquisite', 'Costume', 'Tax', 'Novel'],
          correct: ['Requintado', 'Fantasia', 'Imposto', 'Romance'],
          resolucao_content: 'Exquisite não é esquisito, costume não é costume, tax não é taxa e novel não é novela.',
        },
        {
          statement: 'Rodada 4',
          items: ['Attend', 'Legend', 'Sensible', 'Fabric'],
          correct: ['Frequentar', 'Lenda', 'Sensato', 'Tecido'],
          resolucao_content:
            'Attend não é atender, legend não é legenda, sensible não é sensível e fabric não é fábrica.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [27, 28, 29],
    subject: 'Inglês',
    bncc: {
      EM13LGG403:
        'Fazer uso do inglês como língua de comunicação global, levando em conta a multiplicidade e variedade de usos, usuários e funções dessa língua no mundo contemporâneo.',
    },
    keywords: ['false friends', 'falsos cognatos', 'vocabulário', 'inglês'],
    tags: ['vocabulário'],
    pcd_voice: false,
    pcd_sign: false,
    daily: true,
  },
  {
    key: 'em-vanguardas-e-modernistas',
    title: 'Vanguardas e modernistas',
    objective: 'Reconhecer vanguardas europeias, artistas do modernismo brasileiro e técnicas artísticas.',
    interaction: 'word_search',
    layout: 'oceano',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 8 },
    data: {
      context_content:
        'No início do século XX, as vanguardas europeias romperam com a arte acadêmica. No Brasil, a Semana de Arte Moderna de 1922, no Theatro Municipal de São Paulo, levou essa ruptura ao público.',
      challenges: rounds(
        {
          statement: 'Encontre 4 vanguardas europeias.',
          correct: ['CUBISMO', 'DADAÍSMO', 'FUTURISMO', 'SURREALISMO'],
          resolucao_content:
            'Cubismo (Picasso, Braque), Dadaísmo (Duchamp), Futurismo (Marinetti) e Surrealismo (Dalí, Magritte).',
        },
        {
          statement: 'Encontre 5 nomes do modernismo brasileiro.',
          correct: ['TARSILA', 'PORTINARI', 'MALFATTI', 'BRECHERET', 'VILLA-LOBOS'],
          hints: ['Villa-Lobos aparece sem o hífen.'],
          resolucao_content:
            'Anita Malfatti, Victor Brecheret e Heitor Villa-Lobos participaram da Semana de 22. Tarsila do Amaral estava em Paris e aderiu ao grupo logo depois. Candido Portinari marcou a geração seguinte.',
        },
        {
          statement: 'Encontre 5 técnicas artísticas.',
          correct: ['AFRESCO', 'MOSAICO', 'GRAVURA', 'AQUARELA', 'COLAGEM'],
          resolucao_content:
            'Afresco: pintura sobre reboco úmido. Mosaico: pequenas peças encaixadas. Gravura: imagem impressa a partir de uma matriz. Aquarela: tinta diluída em água. Colagem: recortes colados.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [28],
    subject: 'Arte',
    bncc: {
      EM13LGG601:
        'Apropriar-se do patrimônio artístico de diferentes tempos e lugares, compreendendo a sua diversidade, bem como os processos de legitimação das manifestações artísticas na sociedade, desenvolvendo visão crítica e histórica.',
    },
    keywords: ['vanguardas europeias', 'Semana de Arte Moderna', 'modernismo', 'técnicas artísticas'],
    tags: ['artes visuais'],
    pcd_voice: false,
    pcd_sign: false,
  },
  {
    key: 'em-exercicio-e-saude',
    title: 'Exercício e saúde',
    objective: 'Relacionar a prática de atividade física ao autocuidado e à saúde.',
    interaction: 'true_false',
    layout: 'fazendinha',
    variation: 'livre',
    settings: { difficulty: 'medio', time: 5 },
    data: {
      context_content:
        'Praticar atividade física com regularidade traz benefícios ao corpo e à mente, desde que feita com cuidado e orientação.',
      challenges: rounds(
        {
          statement: 'Antes, durante e depois',
          items: [
            'O aquecimento prepara músculos e articulações e ajuda a prevenir lesões.',
            'Beber água antes, durante e depois do exercício ajuda a evitar a desidratação.',
            'Quanto mais dor durante o treino, melhor o resultado.',
          ],
          correct: [
            'O aquecimento prepara músculos e articulações e ajuda a prevenir lesões.',
            'Beber água antes, durante e depois do exercício ajuda a evitar a desidratação.',
          ],
          resolucao_content: 'Dor forte é sinal de alerta: pare e procure orientação.',
        },
        {
          statement: 'Frequência cardíaca',
          items: [
            'Uma estimativa comum da frequência cardíaca máxima é 220 menos a idade.',
            'Por essa estimativa, a frequência cardíaca máxima de alguém com 17 anos é de 203 batimentos por minuto.',
            'Durante uma corrida, a frequência cardíaca costuma diminuir.',
          ],
          correct: [
            'Uma estimativa comum da frequência cardíaca máxima é 220 menos a idade.',
            'Por essa estimativa, a frequência cardíaca máxima de alguém com 17 anos é de 203 batimentos por minuto.',
          ],
          resolucao_content:
            '220 − 17 = 203. No esforço, o coração bate mais depressa para levar mais oxigênio aos músculos.',
        },
        {
          statement: 'Recomendações',
          items: [
            'A Organização Mundial da Saúde recomenda que adolescentes façam, em média, 60 minutos diários de atividade física moderada a vigorosa.',
            'Dormir bem faz parte da recuperação depois do treino.',
            'Anabolizantes usados sem orientação médica são seguros para ganhar massa muscular.',
          ],
          correct: [
            'A Organização Mundial da Saúde recomenda que adolescentes façam, em média, 60 minutos diários de atividade física moderada a vigorosa.',
            'Dormir bem faz parte da recuperação depois do treino.',
          ],
          resolucao_content:
            'Anabolizantes sem orientação médica podem causar danos ao fígado, ao coração e aos hormônios.',
        },
      ),
    },
    stage: 'ensino-medio',
    grade_ids: [27],
    subject: 'Educação Física',
    bncc: {
      EM13LGG503:
        'Vivenciar práticas corporais e significá-las em seu projeto de vida, como forma de autoconhecimento, autocuidado com o corpo e com a saúde, socialização e entretenimento.',
    },
    keywords: ['saúde', 'atividade física', 'frequência cardíaca', 'autocuidado'],
    tags: ['saúde'],
    pcd_voice: true,
    pcd_sign: true,
  },
];

export const SEED_CHALLENGES: readonly SeedChallenge[] = [
  ...INFANTIL,
  ...FUNDAMENTAL_1,
  ...FUNDAMENTAL_2,
  ...ENSINO_MEDIO,
];
