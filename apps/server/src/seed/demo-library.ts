import { type LibraryCardType, STAGE_GRADE_IDS, type Stage } from '@ava/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { createLibraryRepository, type NewLibraryItem } from '../modules/library/library.module.ts';
import { libraryItems } from '../modules/library/library.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import type { StorageService } from '../modules/storage/storage.module.ts';
import type { Database } from '../platform/db/database.ts';
import { handoutToPdf } from './demo-trail-media.ts';

/**
 * The installation's shared library collection (the default source every platform searches):
 * per stage 10 digital classes, 5 books, 5 audios and 10 miscellaneous materials, in
 * Portuguese. Books and materials are PDFs and audios are short WAV tunes, all made here when
 * the seed runs and stored through the storage service; nothing is downloaded.
 */

interface Topic {
  subject: string;
  title: string;
  bncc: string;
  text: string;
}

const topic = (subject: string, title: string, bncc: string, text: string): Topic => ({ subject, title, bncc, text });

/** Ten topics per stage: each gives a class and a material; the first five also a book and an audio. */
const TOPICS: Partial<Record<Stage, Topic[]>> = {
  infantil: [
    topic('Linguagem', 'As vogais', 'EI03EF09', 'Vamos conhecer as vogais A, E, I, O e U com palavras do dia a dia.'),
    topic('Matemática', 'Contando até dez', 'EI03ET07', 'Contamos brinquedos, frutas e amigos de um até dez.'),
    topic('Natureza', 'Os animais da fazenda', 'EI03ET03', 'A vaca, o cavalo, a galinha e o porco vivem na fazenda.'),
    topic('Artes', 'As cores do arco-íris', 'EI03TS02', 'Vermelho, laranja, amarelo, verde, azul, anil e violeta.'),
    topic('Movimento', 'Brincadeiras de roda', 'EI03CG01', 'Cantamos e giramos de mãos dadas com os colegas.'),
    topic('Natureza', 'O ciclo da água', 'EI03ET02', 'A chuva cai, o rio corre e o sol leva a água de volta ao céu.'),
    topic('Linguagem', 'Rimas divertidas', 'EI03EF01', 'Gato rima com pato, mão rima com pão.'),
    topic('Matemática', 'Formas geométricas', 'EI03ET05', 'Círculo, quadrado e triângulo estão em toda parte.'),
    topic('Convivência', 'Cuidando das plantas', 'EI03EO03', 'Regar, dar sol e carinho ajudam a planta a crescer.'),
    topic('Convivência', 'Minha família', 'EI03EO04', 'Cada família é diferente e todas merecem respeito.'),
  ],
  'fundamental-1': [
    topic(
      'Língua Portuguesa',
      'Leitura de fábulas',
      'EF15LP15',
      'Fábulas são histórias curtas com animais e uma moral.',
    ),
    topic('Matemática', 'Adição e subtração', 'EF02MA06', 'Juntar e tirar quantidades para resolver problemas.'),
    topic('Ciências', 'Os seres vivos', 'EF02CI04', 'Plantas e animais nascem, crescem, se reproduzem e morrem.'),
    topic('História', 'A história do meu bairro', 'EF03HI03', 'Ruas, praças e pessoas contam a história do lugar.'),
    topic('Geografia', 'Pontos cardeais', 'EF04GE05', 'Norte, sul, leste e oeste nos ajudam a nos orientar.'),
    topic('Matemática', 'Tabuada de multiplicação', 'EF03MA07', 'Multiplicar é somar parcelas iguais várias vezes.'),
    topic(
      'Ciências',
      'A fotossíntese',
      'EF04CI06',
      'As plantas usam luz, água e gás carbônico para produzir alimento.',
    ),
    topic(
      'Língua Portuguesa',
      'Ortografia: uso do R e RR',
      'EF03LP01',
      'Carro, caro, rato e barro: quando usar cada grafia.',
    ),
    topic(
      'Matemática',
      'Frações no dia a dia',
      'EF05MA03',
      'Metade da pizza, um terço do bolo: frações por toda parte.',
    ),
    topic('Arte', 'Música brasileira', 'EF15AR13', 'Samba, forró e frevo mostram a variedade do Brasil.'),
  ],
  'fundamental-2': [
    topic(
      'Matemática',
      'Equações do primeiro grau',
      'EF07MA18',
      'Encontrar o valor desconhecido mantendo a igualdade.',
    ),
    topic('Ciências', 'Sistema solar', 'EF08CI12', 'O Sol, oito planetas e seus satélites formam o sistema solar.'),
    topic(
      'História',
      'Brasil colonial',
      'EF07HI08',
      'A colonização portuguesa, os engenhos e a resistência dos povos.',
    ),
    topic(
      'Geografia',
      'Biomas brasileiros',
      'EF07GE11',
      'Amazônia, Cerrado, Caatinga, Mata Atlântica, Pampa e Pantanal.',
    ),
    topic(
      'Língua Portuguesa',
      'Gêneros textuais',
      'EF69LP16',
      'Notícia, crônica, artigo de opinião e suas finalidades.',
    ),
    topic('Ciências', 'Célula e tecidos', 'EF06CI05', 'A célula é a unidade básica da vida; células formam tecidos.'),
    topic('Matemática', 'Razão e proporção', 'EF07MA17', 'Comparar grandezas e resolver problemas de escala.'),
    topic('Inglês', 'Present simple', 'EF06LI18', 'Rotinas e fatos: I study, she studies, they play.'),
    topic('Geografia', 'Urbanização', 'EF08GE06', 'O crescimento das cidades e seus desafios.'),
    topic(
      'Arte',
      'Arte moderna brasileira',
      'EF69AR01',
      'A Semana de 1922 e os artistas que mudaram a arte no Brasil.',
    ),
  ],
  'ensino-medio': [
    topic('Química', 'Tabela periódica', 'EM13CNT104', 'Os elementos organizados por número atômico e propriedades.'),
    topic('Física', 'Leis de Newton', 'EM13CNT204', 'Inércia, força e ação e reação explicam o movimento.'),
    topic(
      'Biologia',
      'Genética mendeliana',
      'EM13CNT205',
      'Genes dominantes e recessivos e a herança das características.',
    ),
    topic(
      'Matemática',
      'Funções quadráticas',
      'EM13MAT302',
      'Parábolas, raízes e vértice de uma função de segundo grau.',
    ),
    topic('Literatura', 'Modernismo', 'EM13LP48', 'Oswald, Mário de Andrade e a ruptura com a tradição.'),
    topic('História', 'Revolução Industrial', 'EM13CHS401', 'Máquinas a vapor, fábricas e novas relações de trabalho.'),
    topic('Geografia', 'Globalização', 'EM13CHS202', 'Fluxos de mercadorias, pessoas e informações pelo mundo.'),
    topic(
      'Sociologia',
      'Cidadania e direitos',
      'EM13CHS605',
      'Direitos civis, políticos e sociais e a participação cidadã.',
    ),
    topic('Filosofia', 'Ética', 'EM13CHS501', 'O que é agir bem? Reflexões de Aristóteles a Kant.'),
    topic('Química', 'Funções orgânicas', 'EM13CNT307', 'Álcoois, ácidos carboxílicos e ésteres no cotidiano.'),
  ],
};

const MATERIAL_KINDS = [
  'Ficha de exercícios',
  'Mapa mental',
  'Caça-palavras',
  'Resumo ilustrado',
  'Lista de exercícios',
];

/** A short tune as an 8 kHz, 8-bit mono WAV: one note per letter of the title, about 1.5 s. */
export function tuneToWav(title: string): Buffer {
  const rate = 8_000;
  const scale = [262, 294, 330, 349, 392, 440, 494, 523];
  const notes = [...title.replace(/\s/g, '')]
    .slice(0, 6)
    .map((char) => scale[(char.codePointAt(0) ?? 0) % scale.length] ?? 440);
  const perNote = Math.round(rate * 0.25);
  const samples = Buffer.alloc(notes.length * perNote);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < perNote; i += 1) {
      const fade = Math.min(1, i / 200, (perNote - i) / 400);
      samples[n * perNote + i] = Math.round(128 + 90 * fade * Math.sin((2 * Math.PI * frequency * i) / rate));
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const fileName = (title: string, extension: string) =>
  `${title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()}.${extension}`;

/** Adds the shared collection once: an installation that has any shared item keeps what it has. */
export async function seedDemoLibrary(
  db: Database,
  storage: Pick<StorageService, 'saveUpload'>,
  platformSlug: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(isNull(libraryItems.platform_id))
    .limit(1);
  if (existing) return;
  const [admin] = await db
    .select({ id: users.id, platformId: users.platform_id })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platform_id))
    .where(and(eq(platforms.slug, platformSlug), eq(users.role, 'school_admin')))
    .limit(1);
  if (!admin) throw new Error(`demo library: no administrator on ${platformSlug}`);
  const owner = {
    sessionId: 'demo-seed',
    userId: admin.id,
    role: 'school_admin' as const,
    platformId: admin.platformId,
    platformSlug,
  };
  const save = async (folder: string, name: string, bytes: Buffer) =>
    (await storage.saveUpload(owner, { namespace: 'library', path: folder, fileName: name, bytes })).key;

  const items: NewLibraryItem[] = [];
  for (const [stage, topics] of Object.entries(TOPICS) as [Stage, Topic[]][]) {
    const gradeIds = [...STAGE_GRADE_IDS[stage]];
    const base = (type: LibraryCardType, item: Topic, title: string) => ({
      card_type: type,
      title,
      subject: item.subject,
      grade_ids: gradeIds,
      bncc: [item.bncc],
      description: item.text,
    });
    for (const [index, item] of topics.entries()) {
      const handout = await handoutToPdf({
        title: item.title,
        pages: [[item.text, 'Anote o que você aprendeu e converse com a turma.']],
      });
      items.push({
        ...base('digitalClasses', item, item.title),
        subtitle: `Aula digital de ${item.subject}`,
        body_html: `<h2>${item.title}</h2><p>${item.text}</p><p>Depois da leitura, faça a atividade do anexo.</p>`,
        attachments: [
          {
            name: `Atividade - ${item.title}.pdf`,
            key: await save(stage, fileName(`atividade ${item.title}`, 'pdf'), handout),
          },
        ],
      });
      const kind = MATERIAL_KINDS[index % MATERIAL_KINDS.length] ?? 'Ficha de exercícios';
      items.push({
        ...base('miscellaneous', item, `${kind}: ${item.title}`),
        subtitle: kind,
        downloadable: true,
        file_key: await save(
          stage,
          fileName(`${kind} ${item.title}`, 'pdf'),
          await handoutToPdf({
            title: `${kind}: ${item.title}`,
            pages: [[item.text, '1. Leia com atenção.', '2. Responda no caderno.']],
          }),
        ),
      });
      if (index >= 5) continue;
      const book = `${item.title}: um livro para ler`;
      const pages = [1, 2, 3, 4].map((page) => [
        `Capítulo ${page}`,
        item.text,
        `Na página ${page} continuamos a conversa sobre ${item.title.toLowerCase()}.`,
      ]);
      items.push({
        ...base('digitalBooks', item, book),
        subtitle: `Livro digital de ${item.subject}`,
        downloadable: index % 2 === 0,
        file_key: await save(stage, fileName(book, 'pdf'), await handoutToPdf({ title: book, pages })),
      });
      const audio = `Ouvindo: ${item.title}`;
      items.push({
        ...base('audios', item, audio),
        subtitle: `Áudio de ${item.subject}`,
        audio_key: await save(stage, fileName(audio, 'wav'), tuneToWav(item.title)),
      });
    }
  }
  await createLibraryRepository(db).insertItems(null, items);
}
