import { randomUUID } from 'node:crypto';
import { CONSENT_PURPOSES, CONSENT_TEXTS, type ConsentPurpose } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createConsentRepository } from '../modules/privacy/consent.repository.ts';
import { consentDecisions, dataAccessLog, privacyRequests } from '../modules/privacy/privacy.tables.ts';
import { guardianLinks } from '../modules/tenancy/tenancy.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { rowsOf } from '../platform/db/rows.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

/**
 * The guardian's 'Privacidade' shows reads on day one: the teacher opened aluno1's work twice
 * and an exam result once this week, as the access log records such reads; and the
 * administration's 'Solicitações de dados' shows the guardian's finished copy of aluno1's data.
 */
export async function seedDemoPrivacy(db: Database, classroom: DemoClassroom, now = new Date()): Promise<void> {
  const studentId = classroom.idOf.get('aluno1');
  if (!studentId) return;
  const [logged] = await db
    .select({ one: sql<number>`1` })
    .from(dataAccessLog)
    .where(and(eq(dataAccessLog.platform_id, classroom.platformId), eq(dataAccessLog.student_id, studentId)))
    .limit(1);
  if (!logged) await seedReads(db, classroom, studentId, now);
  await seedExportRequest(db, classroom, studentId, now);
}

async function seedReads(db: Database, classroom: DemoClassroom, studentId: string, now: Date): Promise<void> {
  const read = (what: string, route: string, daysAgo: number) => ({
    platform_id: classroom.platformId,
    student_id: studentId,
    reader_id: classroom.teacherId,
    reader_role: 'school_teacher',
    what,
    route,
    ip: '127.0.0.1',
    user_agent: 'Navegador da escola',
    created_at: new Date(now.getTime() - daysAgo * DAY_MS),
  });
  await db
    .insert(dataAccessLog)
    .values([
      read('school_work', '/api/school_work/work_detail', 3),
      read('school_work', '/api/school_work/work_detail', 1),
      read('exam_result', '/api/homework/digital_exam_result', 2),
    ]);
}

/**
 * 'Solicitações de dados' shows a request on day one: the guardian asked for a copy of aluno1's
 * data ten days ago, downloaded it, and its link has since expired (its zip left the file store).
 */
async function seedExportRequest(db: Database, classroom: DemoClassroom, studentId: string, now: Date) {
  const [asked] = await db
    .select({ one: sql<number>`1` })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.platform_id, classroom.platformId), eq(privacyRequests.subject_id, studentId)))
    .limit(1);
  const [guardian] = await db
    .select({ guardian_id: guardianLinks.guardian_id })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.platform_id, classroom.platformId), eq(guardianLinks.student_id, studentId)))
    .limit(1);
  if (asked || !guardian) return;
  const at = (daysAgo: number, seconds = 0) => new Date(now.getTime() - daysAgo * DAY_MS + seconds * 1000);
  const id = randomUUID();
  await db.insert(privacyRequests).values({
    id,
    platform_id: classroom.platformId,
    kind: 'export',
    subject_id: studentId,
    requested_by: guardian.guardian_id,
    requested_by_role: 'guardian',
    status: 'done',
    created_at: at(10),
    started_at: at(10, 2),
    finished_at: at(10, 9),
    file_key: `${classroom.platformId}/privacy-exports/${id}.zip`,
    file_size: 184_320,
    link_expires_at: at(3, 9),
    downloaded_at: at(9),
    download_count: 1,
    summary: {
      areas: { 'conta-e-perfil': 4, 'atividades-redacoes-provas-e-trilhas': 12, 'seguranca-e-acessos': 3 },
      files: 0,
    },
  });
}

/**
 * Consents (LGPD) on day one: the guardian 'responsavel' gave aluno1 every optional purpose and
 * aluno3 the external model and push only, so aluno3 is missing from the hall of fame and the
 * guardian's 'Privacidade' shows why; the school collected the hall of fame's consent of the other
 * students of the school platforms on paper (recorded as their guardians', with no account).
 */
export async function seedDemoConsents(db: Database, now = new Date()): Promise<void> {
  const [decided] = await db.select({ one: sql<number>`1` }).from(consentDecisions).limit(1);
  if (decided) return;
  const students = rowsOf<{
    id: string;
    platform_id: string;
    username: string;
    slug: string;
    guardian_id: string | null;
  }>(
    await db.execute(sql`
      select u.id, u.platform_id, u.username, p.slug,
             (select g.guardian_id from guardian_links g where g.student_id = u.id order by g.created_at limit 1) as guardian_id
      from users u join platforms p on p.id = u.platform_id
      where p.kind = 'school' and u.role in ('school_student', 'private_student', 'b2c_student')
        and p.slug in ('demo', 'capital')`),
  );
  const only: Record<string, readonly ConsentPurpose[]> = {
    aluno1: CONSENT_PURPOSES,
    aluno3: ['external_ai_model', 'push_notifications'],
  };
  const repo = createConsentRepository(db);
  for (const student of students) {
    const purposes = (student.slug === 'demo' ? only[student.username] : undefined) ?? ['hall_of_fame'];
    for (const purpose of purposes) {
      await repo.record({
        platformId: student.platform_id,
        subjectId: student.id,
        purpose,
        granted: true,
        decidedBy: student.guardian_id,
        decidedAs: 'guardian',
        textVersion: CONSENT_TEXTS[purpose].version,
        at: new Date(now.getTime() - 7 * DAY_MS),
      });
    }
  }
}
