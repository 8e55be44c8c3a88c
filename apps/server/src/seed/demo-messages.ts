import { and, eq } from 'drizzle-orm';
import { conversations, messages } from '../modules/messaging/messaging.tables.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';

const HOUR_MS = 3_600_000;

interface DemoMessage {
  from: string;
  to: string;
  body: string;
  /** Username of the child the message is about (a guardian's). */
  about?: string;
  hoursAgo: number;
  read: boolean;
}

/** Conversations of the demo school, in the safety rule: a guardian and the teacher of her child, a student and his teacher, the coordinator and the teacher. */
export const DEMO_MESSAGES: DemoMessage[] = [
  {
    from: 'responsavel',
    to: 'professor',
    about: 'aluno1',
    body: 'Boa tarde, professora Paula! A Ana comentou que está com dificuldade nas frações. Podemos conversar sobre como ajudar em casa?',
    hoursAgo: 50,
    read: true,
  },
  {
    from: 'professor',
    to: 'responsavel',
    body: 'Boa tarde, Renata! Claro. Vou enviar pela plataforma alguns desafios de frações; 15 minutos por dia já ajudam muito.',
    hoursAgo: 48,
    read: true,
  },
  {
    from: 'aluno2',
    to: 'professor',
    body: 'Professora, a tarefa de matemática é para sexta ou para segunda?',
    hoursAgo: 20,
    read: true,
  },
  {
    from: 'professor',
    to: 'aluno2',
    body: 'Oi, Bruno! É para segunda-feira. Bom fim de semana!',
    hoursAgo: 19,
    read: false,
  },
  {
    from: 'coordenador',
    to: 'professor',
    body: 'Paula, a reunião pedagógica desta semana passou para quinta às 14h, na sala dos professores.',
    hoursAgo: 3,
    read: false,
  },
];

/** Seeds the demo conversations once: when the first one's pair already has a conversation, nothing is added. */
export async function seedDemoMessages(db: Database, place: DemoClassroom): Promise<void> {
  const idOf = (username: string) => {
    const id = place.idOf.get(username);
    if (!id) throw new Error(`demo message names an unknown user: ${username}`);
    return id;
  };
  const pair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
  const [firstA, firstB] = pair(idOf('responsavel'), idOf('professor'));
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.platform_id, place.platformId),
        eq(conversations.user_a, firstA),
        eq(conversations.user_b, firstB),
      ),
    );
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const message of DEMO_MESSAGES) {
      const at = new Date(now - message.hoursAgo * HOUR_MS);
      const [userA, userB] = pair(idOf(message.from), idOf(message.to));
      const [conversation] = await tx
        .insert(conversations)
        .values({ platform_id: place.platformId, user_a: userA, user_b: userB, last_message_at: at })
        .onConflictDoUpdate({
          target: [conversations.platform_id, conversations.user_a, conversations.user_b],
          set: { last_message_at: at },
        })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('demo conversation not stored');
      await tx.insert(messages).values({
        platform_id: place.platformId,
        conversation_id: conversation.id,
        sender_id: idOf(message.from),
        recipient_id: idOf(message.to),
        body: message.body,
        about_id: message.about ? idOf(message.about) : null,
        read_at: message.read ? new Date(at.getTime() + HOUR_MS) : null,
        created_at: at,
        updated_at: at,
      });
    }
  });
}
