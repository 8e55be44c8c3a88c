import { randomUUID } from 'node:crypto';
import { SCHEDULE_STATUS, type ScheduleType } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { createSchedulesRepository } from '../modules/schedules/schedules.repository.ts';
import { schedules } from '../modules/schedules/schedules.tables.ts';
import { classrooms } from '../modules/tenancy/tenancy.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

interface DemoScheduleItem {
  type: ScheduleType;
  title: string;
  /** Days from the seed's run to the start, and how long it lasts in hours. */
  inDays: number;
  hours: number;
  allDay?: boolean;
  location?: string;
  content: string;
  authorization?: string;
  questions?: { text: string; multiple?: boolean; options: string[] }[];
  messages?: string[];
  /** Classrooms by name; the demo classroom when absent. */
  classrooms?: string[];
  status?: typeof SCHEDULE_STATUS.active | typeof SCHEDULE_STATUS.draft | typeof SCHEDULE_STATUS.finished;
}

/** One item of each type (document 3 section 9), written by the demo teacher in Portuguese. */
const DEMO_SCHEDULE_ITEMS: DemoScheduleItem[] = [
  {
    type: 'E',
    title: 'Festa junina da escola',
    inDays: 12,
    hours: 5,
    location: 'Pátio da escola',
    content:
      '<p>Nossa festa junina será no sábado, das 14h às 19h. Haverá quadrilha das turmas, barracas de comidas típicas e brincadeiras.</p><p>Os alunos podem vir a caráter!</p>',
    messages: ['As apresentações das turmas começam às 15h.'],
    classrooms: ['3º ano - Turma A', 'Infantil 2 - Turma A'],
  },
  {
    type: 'N',
    title: 'Trazer material de artes',
    inDays: 2,
    hours: 4,
    content:
      '<p>Na próxima aula de artes faremos pinturas com guache. Por favor, enviem um avental ou uma camiseta velha, pincel e um pote com tampa.</p>',
  },
  {
    type: 'A',
    title: 'Passeio ao Museu Catavento',
    inDays: 6,
    hours: 6,
    location: 'Museu Catavento, São Paulo',
    content:
      '<p>O 3º ano visitará o Museu Catavento como parte do projeto de Ciências. Saída às 8h e retorno previsto às 14h, de ônibus fretado, com lanche oferecido pela escola.</p>',
    authorization:
      'Autorizo meu(minha) filho(a) a participar do passeio ao Museu Catavento, acompanhado(a) pelos professores da escola, na data informada.',
    messages: ['Lembrem-se de enviar roupa confortável e garrafinha de água.'],
  },
  {
    type: 'S',
    title: 'Horário da reunião de pais',
    inDays: 4,
    hours: 48,
    content: '<p>Queremos marcar a reunião de pais do bimestre no horário melhor para a maioria das famílias.</p>',
    questions: [
      { text: 'Qual horário é melhor para você?', options: ['Manhã (8h)', 'Fim da tarde (17h30)', 'Noite (19h)'] },
      {
        text: 'Quais temas você gostaria de discutir?',
        multiple: true,
        options: ['Leitura', 'Matemática', 'Convivência', 'Tarefas de casa'],
      },
    ],
  },
  {
    type: 'R',
    title: 'Lembrança do Dia das Mães',
    inDays: -3,
    hours: 3,
    allDay: true,
    content:
      '<p>Os alunos prepararam um cartão com uma flor de papel para o Dia das Mães. A lembrança vai na mochila hoje. Esperamos que gostem!</p>',
    classrooms: ['3º ano - Turma A', 'Infantil 2 - Turma A'],
    status: SCHEDULE_STATUS.finished,
  },
  {
    type: 'E',
    title: 'Mostra de ciências (rascunho)',
    inDays: 30,
    hours: 4,
    content: '<p>Detalhes da mostra de ciências em breve.</p>',
    status: SCHEDULE_STATUS.draft,
  },
];

/** The demo agenda of the demo school, published for its guardians; each item is added once, by title. */
export async function seedDemoSchedules(db: Database, place: DemoClassroom): Promise<void> {
  const repo = createSchedulesRepository(db);
  const now = Date.now();
  const titles = DEMO_SCHEDULE_ITEMS.map((item) => item.title);
  const existing = await db
    .select({ title: schedules.title })
    .from(schedules)
    .where(and(eq(schedules.platform_id, place.platformId), inArray(schedules.title, titles)));
  const seeded = new Set(existing.map((row) => row.title));
  const named = await db
    .select({ id: classrooms.id, name: classrooms.name })
    .from(classrooms)
    .where(eq(classrooms.platform_id, place.platformId));
  const classroomId = new Map(named.map((row) => [row.name, row.id]));
  for (const item of DEMO_SCHEDULE_ITEMS) {
    if (seeded.has(item.title)) continue;
    const ids = item.classrooms?.flatMap((name) => classroomId.get(name) ?? []) ?? [place.classroomId];
    const start = new Date(now + item.inDays * DAY_MS);
    const status = item.status ?? SCHEDULE_STATUS.active;
    await transactOn(db)(async (tx) => {
      const row = await repo.insert(
        {
          platform_id: place.platformId,
          author_id: place.teacherId,
          type: item.type,
          status,
          title: item.title,
          start_date: start,
          end_date: new Date(start.getTime() + item.hours * 3_600_000),
          all_day: item.allDay ?? false,
          location: item.location ?? '',
          content: item.content,
          authorization_text: item.authorization ?? '',
          questions: (item.questions ?? []).map((q) => ({
            id: randomUUID(),
            text: q.text,
            multiple: q.multiple ?? false,
            options: q.options.map((text) => ({ id: randomUUID(), text })),
          })),
          published_at: status === SCHEDULE_STATUS.draft ? null : new Date(now - DAY_MS),
        },
        ids,
        tx,
      );
      for (const message of item.messages ?? []) await repo.addMessage(row.id, message, tx);
      if (status !== SCHEDULE_STATUS.draft) await repo.addRecipients(place.platformId, row.id, tx);
    });
  }
}
