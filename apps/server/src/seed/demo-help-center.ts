import { and, eq, inArray } from 'drizzle-orm';
import { createHelpCenterRepository } from '../modules/help-center/help-center.module.ts';
import { helpSubjects, helpTickets } from '../modules/help-center/help-center.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';

const DAY_MS = 86_400_000;

export interface DemoHelpTicket {
  platform: string;
  requester: string;
  subject: string;
  title: string;
  description: string;
  /** The back office's answer, by `answeredBy`. */
  answer: string;
  answeredBy: string;
}

/** The guardian asked where the grades are, and the school's administration answered. */
export const DEMO_HELP_TICKET: DemoHelpTicket = {
  platform: 'demo',
  requester: 'responsavel',
  subject: 'Notas e desempenho',
  title: 'Onde vejo as notas dos meus filhos?',
  description:
    'Recebi um aviso de que as notas do bimestre foram publicadas, mas não encontrei onde elas aparecem para o responsável.',
  answer:
    'Olá! As notas aparecem no painel de cada dependente, com os comentários dos professores. Se alguma nota não aparecer, responda aqui que verificamos com a escola.',
  answeredBy: 'admin',
};

/**
 * The default subjects of every given platform, and on the demo platform one ticket with its
 * answer; the ticket is added once (found again by its asker and title).
 */
export async function seedDemoHelpCenter(
  db: Database,
  platformSlugs: readonly string[],
  ticket: DemoHelpTicket = DEMO_HELP_TICKET,
): Promise<void> {
  const repo = createHelpCenterRepository(db);
  const rows = await db
    .select({ id: platforms.id, slug: platforms.slug })
    .from(platforms)
    .where(inArray(platforms.slug, [...platformSlugs]));
  for (const row of rows) await repo.ensureDefaultSubjects(row.id);

  const platform = rows.find((row) => row.slug === ticket.platform);
  if (!platform) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.platform_id, platform.id), inArray(users.username, [ticket.requester, ticket.answeredBy])));
  const requesterId = people.find((person) => person.username === ticket.requester)?.id;
  const answererId = people.find((person) => person.username === ticket.answeredBy)?.id;
  const [subject] = await db
    .select({ id: helpSubjects.id })
    .from(helpSubjects)
    .where(and(eq(helpSubjects.platform_id, platform.id), eq(helpSubjects.name, ticket.subject)));
  if (!requesterId || !answererId || !subject) return;
  const [existing] = await db
    .select({ id: helpTickets.id })
    .from(helpTickets)
    .where(
      and(
        eq(helpTickets.platform_id, platform.id),
        eq(helpTickets.requester_id, requesterId),
        eq(helpTickets.title, ticket.title),
      ),
    );
  if (existing) return;

  const opened = new Date(Date.now() - 2 * DAY_MS);
  await transactOn(db)(async (tx) => {
    const ticketId = await repo.insertTicket(
      {
        platformId: platform.id,
        requesterId,
        subjectId: subject.id,
        title: ticket.title,
        description: ticket.description,
        now: opened,
      },
      tx,
    );
    await repo.addComment(
      {
        platformId: platform.id,
        ticketId,
        authorId: answererId,
        body: ticket.answer,
        fromBackOffice: true,
        status: 'answered',
        statusChange: null,
        now: new Date(opened.getTime() + DAY_MS),
      },
      tx,
    );
  });
}
