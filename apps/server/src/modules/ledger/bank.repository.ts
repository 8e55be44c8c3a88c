import { resolveFeatureFlags, STUDENT_ROLES } from '@ava/contracts';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { platforms } from '../platforms/platforms.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';
import { classroomMembers, classrooms } from '../tenancy/tenancy.tables.ts';
import { ledgerAccounts, ledgerInvestments, ledgerTransferPasswords, ledgerTransfers } from './ledger.tables.ts';

export type InvestmentRow = typeof ledgerInvestments.$inferSelect;
export type NewInvestment = Omit<
  typeof ledgerInvestments.$inferInsert,
  'platform_id' | 'created_at' | 'updated_at' | 'redeemed_at' | 'days' | 'interest' | 'redeem_posting_id'
>;

export interface TransferRow {
  posting_id: string;
  created_at: Date;
  amount: number;
  sender: { id: string; name: string };
  receiver: { id: string; name: string };
}

/** What a transfer reads before it begins, as transferParties reads it. */
export interface TransferParties {
  /** The platform's transferPokz flag. */
  transfersOn: boolean;
  /** How many of the two students' pokz wallets are open (0 to 2). */
  walletsOpen: number;
  passwordHash: string | null;
  classroomId: string | null;
  sender: { id: string; name: string } | null;
  receiver: { id: string; name: string } | null;
}

const senders = aliasedTable(users, 'senders');
const receivers = aliasedTable(users, 'receivers');

/** Investments, transfers and transfer passwords: the bank's records beside the ledger's postings. */
export function createBankRepository(db: Executor) {
  const platformId = sql.placeholder('platformId');
  const senderId = sql.placeholder('senderId');
  const receiverId = sql.placeholder('receiverId');
  const receiverIn = db
    .select({ id: classroomMembers.classroom_id })
    .from(classroomMembers)
    .innerJoin(users, eq(users.id, classroomMembers.user_id))
    .where(
      and(
        eq(classroomMembers.platform_id, platformId),
        eq(classroomMembers.user_id, receiverId),
        eq(classroomMembers.role, 'student'),
        inArray(users.role, [...STUDENT_ROLES]),
        sql`${users.blocked_at} is null`,
      ),
    );
  const sharedClassroom = db
    .select({ id: classroomMembers.classroom_id })
    .from(classroomMembers)
    .where(
      and(
        eq(classroomMembers.platform_id, platformId),
        eq(classroomMembers.user_id, senderId),
        eq(classroomMembers.role, 'student'),
        inArray(classroomMembers.classroom_id, receiverIn),
      ),
    )
    .orderBy(asc(classroomMembers.classroom_id))
    .limit(1);
  const walletsOpen = db
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.platform_id, platformId),
        inArray(ledgerAccounts.user_id, [senderId, receiverId]),
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.currency, 'pokz'),
      ),
    );
  const passwordHash = db
    .select({ hash: ledgerTransferPasswords.password_hash })
    .from(ledgerTransferPasswords)
    .where(and(eq(ledgerTransferPasswords.platform_id, platformId), eq(ledgerTransferPasswords.user_id, senderId)));
  const nameOf = (userId: typeof senderId | typeof receiverId) =>
    db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
  const transferPartiesQuery = db
    .select({
      kind: platforms.kind,
      features: platforms.features,
      walletsOpen: sql<number>`(${walletsOpen})::int`,
      passwordHash: sql<string | null>`(${passwordHash})`,
      classroomId: sql<string | null>`(${sharedClassroom})`,
      senderName: sql<string | null>`(${nameOf(senderId)})`,
      receiverName: sql<string | null>`(${nameOf(receiverId)})`,
    })
    .from(platforms)
    .where(eq(platforms.id, platformId))
    .prepare('ledger_transfer_parties');

  return {
    async insertInvestment(platformId: string, values: NewInvestment, tx: Executor): Promise<InvestmentRow> {
      const [row] = await tx
        .insert(ledgerInvestments)
        .values({ ...values, platform_id: platformId })
        .returning();
      if (!row) throw new Error('investment not written');
      return row;
    },

    async investmentsOf(platformId: string, userId: string): Promise<InvestmentRow[]> {
      return db
        .select()
        .from(ledgerInvestments)
        .where(and(eq(ledgerInvestments.platform_id, platformId), eq(ledgerInvestments.user_id, userId)))
        .orderBy(desc(ledgerInvestments.invested_at), desc(ledgerInvestments.id));
    },

    /** The user's own investment, locked until the transaction ends. */
    async lockInvestment(
      platformId: string,
      userId: string,
      investmentId: string,
      tx: Executor,
    ): Promise<InvestmentRow | null> {
      const [row] = await tx
        .select()
        .from(ledgerInvestments)
        .where(
          and(
            eq(ledgerInvestments.platform_id, platformId),
            eq(ledgerInvestments.user_id, userId),
            eq(ledgerInvestments.id, investmentId),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async markRedeemed(
      platformId: string,
      investmentId: string,
      redemption: { at: Date; days: number; interest: number; postingId: string },
      tx: Executor,
    ): Promise<InvestmentRow> {
      const [row] = await tx
        .update(ledgerInvestments)
        .set({
          redeemed_at: redemption.at,
          days: redemption.days,
          interest: redemption.interest,
          redeem_posting_id: redemption.postingId,
        })
        .where(and(eq(ledgerInvestments.platform_id, platformId), eq(ledgerInvestments.id, investmentId)))
        .returning();
      if (!row) throw new Error('investment vanished while locked');
      return row;
    },

    /**
     * What a transfer needs to know before it begins, in one statement (prepared once: it is built
     * of many parts): the platform's transferPokz flag, how many of the two pokz wallets are open,
     * the sender's transfer password hash, the first classroom both belong to as students (the
     * receiver a student of the platform, not blocked; null when they share none), and each one's
     * name (null when not a user of the platform). Null when the platform does not exist.
     */
    async transferParties(platformId: string, senderId: string, receiverId: string): Promise<TransferParties | null> {
      const [row] = await transferPartiesQuery.execute({ platformId, senderId, receiverId });
      if (!row) return null;
      const person = (id: string, name: string | null) => (name === null ? null : { id, name });
      return {
        transfersOn: resolveFeatureFlags(row.kind === 'corporate', row.features).transferPokz,
        walletsOpen: row.walletsOpen,
        passwordHash: row.passwordHash,
        classroomId: row.classroomId,
        sender: person(senderId, row.senderName),
        receiver: person(receiverId, row.receiverName),
      };
    },

    /** The students the student may send pokz to (sharedClassroom's rule), by name. */
    async classmatesOf(platformId: string, studentId: string): Promise<{ id: string; name: string }[]> {
      const own = db
        .select({ id: classroomMembers.classroom_id })
        .from(classroomMembers)
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.user_id, studentId),
            eq(classroomMembers.role, 'student'),
          ),
        );
      return db
        .selectDistinct({ id: users.id, name: users.name })
        .from(classroomMembers)
        .innerJoin(users, eq(users.id, classroomMembers.user_id))
        .where(
          and(
            eq(classroomMembers.platform_id, platformId),
            eq(classroomMembers.role, 'student'),
            inArray(classroomMembers.classroom_id, own),
            ne(users.id, studentId),
            inArray(users.role, [...STUDENT_ROLES]),
            sql`${users.blocked_at} is null`,
          ),
        )
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Whether the educator sees the classroom (teaches it; a coordinator, any of their schools'). */
    async educatorSees(platformId: string, educator: Educator, classroomId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(
          and(
            eq(classrooms.platform_id, platformId),
            eq(classrooms.id, classroomId),
            inArray(classrooms.id, educatorClassroomIds(db, educator)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertTransfer(
      platformId: string,
      values: Omit<typeof ledgerTransfers.$inferInsert, 'platform_id'>,
      tx: Executor,
    ) {
      await tx.insert(ledgerTransfers).values({ ...values, platform_id: platformId });
    },

    /** Pokz the student sent since an instant (the day's start); a transfer reads it under the sender's wallet lock. */
    async sentSince(platformId: string, senderId: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${ledgerTransfers.amount}), 0)::int` })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.platform_id, platformId),
            eq(ledgerTransfers.sender_id, senderId),
            gte(ledgerTransfers.created_at, since),
          ),
        );
      return row?.total ?? 0;
    },

    /** A classroom's transfers, newest first, one page, with how many there are. */
    async classroomTransfers(
      platformId: string,
      classroomId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: TransferRow[]; total: number }> {
      const where = and(eq(ledgerTransfers.platform_id, platformId), eq(ledgerTransfers.classroom_id, classroomId));
      const [rows, [counted]] = await Promise.all([
        transfersQuery(db)
          .where(where)
          .orderBy(desc(ledgerTransfers.created_at), desc(ledgerTransfers.posting_id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(ledgerTransfers).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async setTransferPassword(platformId: string, userId: string, passwordHash: string): Promise<void> {
      await db
        .insert(ledgerTransferPasswords)
        .values({ platform_id: platformId, user_id: userId, password_hash: passwordHash })
        .onConflictDoUpdate({
          target: ledgerTransferPasswords.user_id,
          set: { password_hash: passwordHash, updated_at: new Date() },
          setWhere: eq(ledgerTransferPasswords.platform_id, platformId),
        });
    },
  };
}

function transfersQuery(db: Executor) {
  return db
    .select({
      posting_id: ledgerTransfers.posting_id,
      created_at: ledgerTransfers.created_at,
      amount: ledgerTransfers.amount,
      sender: { id: senders.id, name: senders.name },
      receiver: { id: receivers.id, name: receivers.name },
    })
    .from(ledgerTransfers)
    .innerJoin(senders, eq(senders.id, ledgerTransfers.sender_id))
    .innerJoin(receivers, eq(receivers.id, ledgerTransfers.receiver_id))
    .$dynamic();
}

export type BankRepository = ReturnType<typeof createBankRepository>;
