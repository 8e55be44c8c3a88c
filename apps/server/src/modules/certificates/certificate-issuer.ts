import type { CertificateSource } from '@ava/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { newCertificateCode } from './certificate-code.ts';
import type { CertificateRow, CertificatesRepository } from './certificates.repository.ts';

/** What another module hands over when one of its learners finishes something worth a certificate. */
export interface IssueCertificate {
  platformId: string;
  userId: string;
  source: CertificateSource;
  /** The trail's or the course's id: one certificate per holder and source. */
  sourceId: string;
  /** What is printed after 'concluiu a trilha de aprendizagem' or 'concluiu o curso'. */
  title: string;
  workloadMinutes?: number | null;
  /** When it was finished; the clock's now by default. */
  finishedAt?: Date;
}

/** A code collision among 2^50 codes is rarer than a disk error; a few tries are plenty. */
const CODE_TRIES = 3;

/** Issues certificates: what other modules call, and the corporate course rule (README). */
export function createCertificateIssuer(deps: {
  certificatesRepo: Pick<CertificatesRepository, 'findBySource' | 'holderName' | 'insert' | 'finishedCourses'>;
  clock: Clock;
}) {
  const { certificatesRepo: repo, clock } = deps;

  async function issueFor(input: IssueCertificate, tx?: Executor): Promise<CertificateRow> {
    const existing = await repo.findBySource(input.platformId, input.userId, input.source, input.sourceId, tx);
    if (existing) return existing;
    const holderName = await repo.holderName(input.platformId, input.userId, tx);
    if (holderName === null) throw new Error(`no user ${input.userId} on platform ${input.platformId}`);
    for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
      const row = await repo.insert(
        {
          platformId: input.platformId,
          userId: input.userId,
          source: input.source,
          sourceId: input.sourceId,
          title: input.title.trim(),
          holderName,
          workloadMinutes: input.workloadMinutes ?? null,
          issuedAt: input.finishedAt ?? clock.now(),
          code: newCertificateCode(),
        },
        tx,
      );
      if (row) return row;
      // Nothing inserted: the holder got it meanwhile, or the code was taken (then try another).
      const raced = await repo.findBySource(input.platformId, input.userId, input.source, input.sourceId, tx);
      if (raced) return raced;
    }
    throw new Error('no free certificate code after several tries');
  }

  /** Certificates of the corporate courses the learner finished since they last looked (README's rule). */
  async function issueFinishedCourses(platformId: string, userId: string): Promise<void> {
    for (const course of await repo.finishedCourses(platformId, userId)) {
      await issueFor({
        platformId,
        userId,
        source: 'course',
        sourceId: course.classroom_id,
        title: course.name,
        workloadMinutes: course.workload,
        finishedAt: course.finished_at,
      });
    }
  }

  return { issueFor, issueFinishedCourses };
}

export type CertificateIssuer = ReturnType<typeof createCertificateIssuer>;
