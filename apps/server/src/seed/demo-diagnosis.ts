import { EXAM_STATUS } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { examQuestions, exams } from '../modules/exam-builder/exam-builder.tables.ts';
import { activityExams, examAnswers, examAttempts } from '../modules/exams/exams.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { questionAlternatives, questions } from '../modules/question-bank/question-bank.tables.ts';
import { classrooms } from '../modules/tenancy/tenancy.tables.ts';
import type { Database } from '../platform/db/database.ts';

const DAY_MS = 86_400_000;

interface DiagnosisQuestion {
  /** The BNCC skill it assesses: code and a short description. */
  bncc: Record<string, string>;
  text: string;
  /** The first true one is the right answer; a wrong answer picks the first false one. */
  alternatives: [string, boolean][];
}

interface DiagnosticAssessment {
  classroom: string;
  title: string;
  /** Days before the seeding day it was sat; it is concluded the day after. */
  daysAgo: number;
  questions: DiagnosisQuestion[];
  /** Per student, per question in order: 'r' right, 'w' wrong. */
  answers: Record<string, string>;
}

/**
 * The demo's diagnostic assessments: concluded digital exams, sat by the students of three
 * classrooms, whose questions carry BNCC skills of every knowledge area, so the diagnosis report
 * (modules/diagnosis) has hit rates, missed skills and students needing attention from the first
 * start. In the 3º ano, division (EF03MA08) is the skill most missed and Bruno needs attention.
 */
export const DEMO_DIAGNOSIS: {
  platform: string;
  teacher: string;
  author: string;
  assessments: DiagnosticAssessment[];
} = {
  platform: 'demo',
  teacher: 'professor',
  author: 'coordenador',
  assessments: [
    {
      classroom: '3º ano - Turma A',
      title: 'Avaliação diagnóstica do 3º ano',
      daysAgo: 20,
      questions: [
        {
          bncc: {
            EF03LP01:
              'Ler e escrever palavras com correspondências regulares entre letras e sons (c/qu, g/gu, r/rr, s/ss).',
          },
          text: '<p>Qual palavra está escrita corretamente?</p>',
          alternatives: [
            ['Caroça', false],
            ['Carroça', true],
            ['Carrossa', false],
          ],
        },
        {
          bncc: { EF03LP04: 'Usar acento gráfico em monossílabos tônicos e em palavras oxítonas.' },
          text: '<p>Em qual frase a palavra destacada está acentuada corretamente?</p>',
          alternatives: [
            ['O cafe está quente.', false],
            ['O café está quente.', true],
            ['O cafê está quente.', false],
          ],
        },
        {
          bncc: { EF35LP03: 'Identificar a ideia central do texto, demonstrando compreensão global.' },
          text: '<p>"Lia plantou uma semente, regou todos os dias e, um mês depois, viu nascer um pé de feijão." Do que fala o texto?</p>',
          alternatives: [
            ['De uma viagem de Lia', false],
            ['Do cuidado de Lia com uma planta', true],
            ['De um almoço com feijão', false],
          ],
        },
        {
          bncc: { EF03MA07: 'Resolver e elaborar problemas de multiplicação (por 2, 3, 4, 5 e 10).' },
          text: '<p>Uma caixa tem 4 fileiras com 5 ovos em cada uma. Quantos ovos há na caixa?</p>',
          alternatives: [
            ['9', false],
            ['20', true],
            ['25', false],
          ],
        },
        {
          bncc: { EF03MA08: 'Resolver e elaborar problemas de divisão de um número natural por outro (até 10).' },
          text: '<p>Paulo repartiu 24 figurinhas igualmente entre 4 amigos. Quantas figurinhas cada amigo recebeu?</p>',
          alternatives: [
            ['8', false],
            ['6', true],
            ['20', false],
          ],
        },
        {
          bncc: {
            EF03MA19:
              'Estimar, medir e comparar comprimentos com unidades padronizadas (metro, centímetro e milímetro).',
          },
          text: '<p>Quantos centímetros há em um metro?</p>',
          alternatives: [
            ['10', false],
            ['100', true],
            ['1.000', false],
          ],
        },
        {
          bncc: {
            EF03CI01:
              'Produzir diferentes sons a partir da vibração de objetos e identificar o que influi nesse fenômeno.',
          },
          text: '<p>O som de um violão é produzido pela:</p>',
          alternatives: [
            ['cor das cordas', false],
            ['vibração das cordas', true],
            ['luz do ambiente', false],
          ],
        },
        {
          bncc: {
            EF03CI04: 'Identificar características do modo de vida dos animais mais comuns no ambiente próximo.',
          },
          text: '<p>Qual destes animais nasce de um ovo?</p>',
          alternatives: [
            ['Cachorro', false],
            ['Galinha', true],
            ['Gato', false],
          ],
        },
        {
          bncc: {
            EF03HI01: 'Identificar os grupos populacionais que formam a cidade e os eventos que marcam a sua formação.',
          },
          text: '<p>Pessoas que vieram morar na cidade vindas de outras regiões são chamadas de:</p>',
          alternatives: [
            ['turistas', false],
            ['migrantes', true],
            ['visitantes', false],
          ],
        },
      ],
      answers: { aluno1: 'rrrrwrwrr', aluno2: 'wrwrwwrwr' },
    },
    {
      classroom: '8º ano - Turma A',
      title: 'Avaliação diagnóstica do 8º ano',
      daysAgo: 18,
      questions: [
        {
          bncc: {
            EF08LP04:
              'Utilizar conhecimentos linguísticos e gramaticais na leitura e na escrita: ortografia, concordância e regência.',
          },
          text: '<p>Qual frase segue a concordância da norma-padrão?</p>',
          alternatives: [
            ['Faltou dois alunos hoje.', false],
            ['Faltaram dois alunos hoje.', true],
            ['Faltou os alunos hoje.', false],
          ],
        },
        {
          bncc: { EF08MA04: 'Resolver e elaborar problemas envolvendo cálculo de porcentagens.' },
          text: '<p>Quanto é 25% de 80?</p>',
          alternatives: [
            ['25', false],
            ['20', true],
            ['32', false],
          ],
        },
        {
          bncc: { EF08MA06: 'Resolver e elaborar problemas que envolvam o valor numérico de expressões algébricas.' },
          text: '<p>Qual é o valor de 3x + 2 quando x = 4?</p>',
          alternatives: [
            ['9', false],
            ['14', true],
            ['36', false],
          ],
        },
        {
          bncc: { EF08CI01: 'Identificar e classificar diferentes fontes (renováveis e não renováveis) de energia.' },
          text: '<p>Qual destas é uma fonte renovável de energia?</p>',
          alternatives: [
            ['Petróleo', false],
            ['Energia solar', true],
            ['Carvão mineral', false],
          ],
        },
        {
          bncc: { EF08HI01: 'Identificar os principais aspectos conceituais do iluminismo e do liberalismo.' },
          text: '<p>O Iluminismo valorizava principalmente:</p>',
          alternatives: [
            ['a obediência sem questionamento', false],
            ['a razão e a liberdade', true],
            ['o fim das escolas', false],
          ],
        },
        {
          bncc: {
            EF08ER01:
              'Discutir como as crenças e convicções podem influenciar escolhas e atitudes pessoais e coletivas.',
          },
          text: '<p>Respeitar as crenças dos colegas na escola é uma atitude de:</p>',
          alternatives: [
            ['intolerância', false],
            ['convivência e respeito', true],
            ['indiferença', false],
          ],
        },
      ],
      answers: { aluno6: 'rwwrrr' },
    },
    {
      classroom: '1ª série - Turma A',
      title: 'Avaliação diagnóstica da 1ª série',
      daysAgo: 15,
      questions: [
        {
          bncc: { EM13LGG103: 'Analisar o funcionamento das linguagens para interpretar e produzir textos.' },
          text: '<p>Em um anúncio, a frase "Beba água: seu corpo agradece" tem a função principal de:</p>',
          alternatives: [
            ['narrar uma história', false],
            ['convencer o leitor', true],
            ['descrever um lugar', false],
          ],
        },
        {
          bncc: {
            EM13MAT101: 'Interpretar criticamente situações que envolvam variação de grandezas e taxas de variação.',
          },
          text: '<p>Um preço subiu de R$ 50,00 para R$ 60,00. Qual foi o aumento percentual?</p>',
          alternatives: [
            ['10%', false],
            ['20%', true],
            ['60%', false],
          ],
        },
        {
          bncc: { EM13MAT302: 'Construir modelos com funções polinomiais de 1º e 2º graus para resolver problemas.' },
          text: '<p>Um táxi cobra R$ 5,00 fixos mais R$ 2,00 por quilômetro. Quanto custa uma corrida de 10 km?</p>',
          alternatives: [
            ['R$ 20,00', false],
            ['R$ 25,00', true],
            ['R$ 70,00', false],
          ],
        },
        {
          bncc: { EM13CNT101: 'Analisar e representar transformações e conservações de energia em sistemas.' },
          text: '<p>Em uma usina hidrelétrica, a energia da queda da água é transformada em energia:</p>',
          alternatives: [
            ['química', false],
            ['elétrica', true],
            ['nuclear', false],
          ],
        },
        {
          bncc: {
            EM13CHS101:
              'Identificar, analisar e comparar diferentes fontes e narrativas para compreender processos históricos.',
          },
          text: '<p>Para estudar um acontecimento histórico, comparar jornais, cartas e fotografias da época serve para:</p>',
          alternatives: [
            ['escolher a única versão verdadeira sem análise', false],
            ['confrontar diferentes pontos de vista sobre o fato', true],
            ['evitar o uso de fontes', false],
          ],
        },
      ],
      answers: { aluno7: 'wrwwr' },
    },
  ],
};

/**
 * Adds each diagnostic assessment once (by title in its classroom), in one transaction each: the
 * questions and the exam of the author, the concluded digital-exam activity, every student's
 * finished attempt with their answers, and the delivery with the attempt's score (the exams
 * module's rule, 10 x right / questions). No pokz are paid: levels and the bank stay as seeded.
 */
export async function seedDemoDiagnosis(db: Database, demo = DEMO_DIAGNOSIS): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return;
  const usernames = [demo.teacher, demo.author, ...demo.assessments.flatMap((a) => Object.keys(a.answers))];
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.platform_id, platform.id), inArray(users.username, usernames)));
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const teacherId = idOf.get(demo.teacher);
  const authorId = idOf.get(demo.author);
  if (!teacherId || !authorId) return;
  const now = Date.now();
  const at = (days: number, hours = 0) => new Date(now - days * DAY_MS + hours * 3_600_000);

  for (const assessment of demo.assessments) {
    const [classroom] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.platform_id, platform.id), eq(classrooms.name, assessment.classroom)));
    if (!classroom) continue;
    const [existing] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.classroom_id, classroom.id), eq(activities.title, assessment.title)));
    if (existing) continue;
    const owner = { platform_id: platform.id, author_id: authorId };
    const sat = at(assessment.daysAgo);
    await db.transaction(async (tx) => {
      const [exam] = await tx
        .insert(exams)
        .values({
          ...owner,
          external_id: crypto.randomUUID(),
          description: assessment.title,
          status: EXAM_STATUS.active,
        })
        .returning({ id: exams.id });
      if (!exam) throw new Error('diagnosis exam missing after seed');
      const built: { id: string; right: string; wrong: string; alternatives: string[] }[] = [];
      for (const [position, demoQuestion] of assessment.questions.entries()) {
        const [question] = await tx
          .insert(questions)
          .values({ ...owner, question_txt: demoQuestion.text, bncc: demoQuestion.bncc })
          .returning({ id: questions.id });
        if (!question) throw new Error('diagnosis question missing after seed');
        const alternatives = await tx
          .insert(questionAlternatives)
          .values(
            demoQuestion.alternatives.map(([text, correct], index) => ({
              question_id: question.id,
              position: index,
              alternative_txt: text,
              correct_alternative: correct,
            })),
          )
          .returning({ id: questionAlternatives.id, correct: questionAlternatives.correct_alternative });
        const right = alternatives.find((alternative) => alternative.correct);
        const wrong = alternatives.find((alternative) => !alternative.correct);
        if (!right || !wrong) throw new Error('diagnosis question needs a right and a wrong alternative');
        await tx.insert(examQuestions).values({ exam_id: exam.id, question_id: question.id, position: position + 1 });
        built.push({
          id: question.id,
          right: right.id,
          wrong: wrong.id,
          alternatives: alternatives.map((alternative) => alternative.id),
        });
      }
      const [activity] = await tx
        .insert(activities)
        .values({
          platform_id: platform.id,
          classroom_id: classroom.id,
          teacher_id: teacherId,
          kind: 'digital_exam',
          title: assessment.title,
          start_time: at(assessment.daysAgo + 1),
          end_time: at(assessment.daysAgo - 1),
          published: true,
          creation_step: 4,
          act_status: 4,
          concluded_at: at(assessment.daysAgo - 1),
        })
        .returning({ id: activities.id });
      if (!activity) throw new Error('diagnosis activity missing after seed');
      await tx.insert(activityExams).values({
        activity_id: activity.id,
        platform_id: platform.id,
        exam_id: exam.id,
        duration: 45,
      });
      for (const [username, marks] of Object.entries(assessment.answers)) {
        const studentId = idOf.get(username);
        if (!studentId) continue;
        const score = Math.round((1000 * [...marks].filter((mark) => mark === 'r').length) / marks.length) / 100;
        const [attempt] = await tx
          .insert(examAttempts)
          .values({
            platform_id: platform.id,
            activity_id: activity.id,
            student_id: studentId,
            started_at: sat,
            deadline_at: at(assessment.daysAgo, 0.75),
            finished_at: at(assessment.daysAgo, 0.5),
            question_order: built.map((question) => question.id),
            alternative_order: Object.fromEntries(built.map((question) => [question.id, question.alternatives])),
            score,
            finish_reason: 'student',
          })
          .returning({ id: examAttempts.id });
        if (!attempt) throw new Error('diagnosis attempt missing after seed');
        await tx.insert(examAnswers).values(
          built.map((question, index) => ({
            attempt_id: attempt.id,
            question_id: question.id,
            alternative_id: marks[index] === 'r' ? question.right : question.wrong,
            answered_at: at(assessment.daysAgo, 0.25),
          })),
        );
        await tx.insert(activityStudents).values({
          platform_id: platform.id,
          activity_id: activity.id,
          student_id: studentId,
          status: 3,
          draft: false,
          delivered_at: at(assessment.daysAgo, 0.5),
          score,
        });
      }
    });
  }
}
