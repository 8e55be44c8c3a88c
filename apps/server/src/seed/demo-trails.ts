import type { TrailFile, TrailQuestion } from '@ava/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { gameContents } from '../modules/challenges/challenges.tables.ts';
import type { StorageService } from '../modules/storage/storage.module.ts';
import {
  activityTrails,
  learningTrails,
  trailItems,
  trailJourneys,
  trailProgress,
} from '../modules/trails/trails.tables.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';
import { handoutToPdf, pictureToPng } from './demo-trail-media.ts';
import { DEMO_TRAIL_ACTIVITIES, DEMO_TRAILS, type DemoTrail, type DemoTrailStep } from './demo-trails-data.ts';

const DAY_MS = 86_400_000;
const PUBLISHED = 1;
const DRAFT = 3;

export const demoTrailExternalId = (slug: string) => `demo-trilha-${slug}`;

type TrailStorage = Pick<StorageService, 'saveUpload'>;

/**
 * The demo trails, published by the demo classroom's teacher, and two of them applied as
 * 'Trilha' activities of that classroom, the first already begun by a student. Each trail is
 * added once, with its files stored in the trail's own folder as the wizard's uploads are;
 * after the library challenges, which its challenge steps name.
 */
export async function seedDemoTrails(
  db: Database,
  storage: TrailStorage,
  place: DemoClassroom & { platformSlug: string },
): Promise<void> {
  const challengeIds = await libraryChallenges(db, place.platformId);
  const trailIds = new Map<string, string>();
  for (const trail of DEMO_TRAILS) {
    trailIds.set(trail.slug, await ensureTrail(db, storage, place, trail, challengeIds));
  }
  for (const activity of DEMO_TRAIL_ACTIVITIES) {
    const trailId = trailIds.get(activity.trail);
    if (!trailId) throw new Error(`demo trail activity names an unknown trail: ${activity.trail}`);
    await ensureTrailActivity(db, place, trailId, activity);
  }
}

async function libraryChallenges(db: Database, platformId: string): Promise<Map<string, string>> {
  const keys = DEMO_TRAILS.flatMap((trail) =>
    trail.steps.flatMap((step) => (step.type === 'challenge' ? [step.challenge] : [])),
  );
  const rows = await db
    .select({ id: gameContents.id, key: gameContents.seed_key })
    .from(gameContents)
    .where(
      and(
        eq(gameContents.platform_id, platformId),
        eq(gameContents.status, 'active'),
        inArray(gameContents.seed_key, keys),
      ),
    );
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}

async function ensureTrail(
  db: Database,
  storage: TrailStorage,
  place: DemoClassroom & { platformSlug: string },
  trail: DemoTrail,
  challengeIds: Map<string, string>,
): Promise<string> {
  const externalId = demoTrailExternalId(trail.slug);
  const [existing] = await db
    .select({ id: learningTrails.id, status: learningTrails.status })
    .from(learningTrails)
    .where(and(eq(learningTrails.platform_id, place.platformId), eq(learningTrails.external_id, externalId)));
  if (existing?.status === PUBLISHED) return existing.id;
  // A draft left by a seed that stopped half-way is made again from the start.
  if (existing) await db.delete(learningTrails).where(eq(learningTrails.id, existing.id));

  // The trail exists, as a draft, before its files: they go to its own folder, as the wizard's uploads do.
  const [draft] = await db
    .insert(learningTrails)
    .values({
      platform_id: place.platformId,
      author_id: place.teacherId,
      external_id: externalId,
      title: trail.title,
      guidance: trail.guidance,
      layout: trail.layout,
      keywords: trail.keywords,
      grade_ids: trail.gradeIds,
      status: DRAFT,
    })
    .returning({ id: learningTrails.id });
  if (!draft) throw new Error(`demo trail ${trail.slug} missing after seed`);

  const teacher = {
    sessionId: 'demo-seed',
    userId: place.teacherId,
    role: 'school_teacher' as const,
    platformId: place.platformId,
    platformSlug: place.platformSlug,
  };
  const save = async (fileName: string, bytes: Buffer): Promise<TrailFile> => {
    const stored = await storage.saveUpload(teacher, { namespace: 'trails', path: draft.id, fileName, bytes });
    return { key: stored.key, name: stored.file_name };
  };
  const items: ({ title: string; type: string; position: number } & Awaited<ReturnType<typeof stepBody>>)[] = [];
  for (const [index, step] of trail.steps.entries()) {
    items.push({
      title: step.title,
      type: step.type,
      position: index + 1,
      ...(await stepBody(step, save, challengeIds)),
    });
  }
  const cover = items.find((item) => item.type === 'image')?.files[0]?.key ?? null;

  await db.transaction(async (tx) => {
    await tx.insert(trailItems).values(items.map((item) => ({ trail_id: draft.id, ...item })));
    await tx.update(learningTrails).set({ image_key: cover, status: PUBLISHED }).where(eq(learningTrails.id, draft.id));
  });
  return draft.id;
}

/** What a step stores by its type: its content, its files and its quiz questions. */
async function stepBody(
  step: DemoTrailStep,
  save: (fileName: string, bytes: Buffer) => Promise<TrailFile>,
  challengeIds: Map<string, string>,
): Promise<{ content: string; files: TrailFile[]; questions: TrailQuestion[] }> {
  const body = (content: string, files: TrailFile[] = [], questions: TrailQuestion[] = []) => ({
    content,
    files,
    questions,
  });
  switch (step.type) {
    case 'text':
    case 'forum':
      return body(step.html);
    case 'video':
      return body(step.url);
    case 'challenge': {
      const id = challengeIds.get(step.challenge);
      if (!id) throw new Error(`demo trail step names a challenge not in the library: ${step.challenge}`);
      return body(id);
    }
    case 'pdf':
      return body(step.html, [await save(step.fileName, await handoutToPdf(step.handout))]);
    case 'image':
      return body(step.html, [await save(step.fileName, pictureToPng(step.picture))]);
    case 'file':
      return body(step.html, [await save(step.fileName, Buffer.from(step.text, 'utf8'))]);
    case 'quiz':
      return body(
        step.html,
        [],
        step.questions.map((question, q) => ({
          question_id: `q${q + 1}`,
          text: question.text,
          alternatives: question.alternatives.map(([text, correct], a) => ({
            alternative_id: `q${q + 1}a${a + 1}`,
            text,
            correct,
          })),
        })),
      );
  }
}

async function ensureTrailActivity(
  db: Database,
  place: DemoClassroom,
  trailId: string,
  activity: (typeof DEMO_TRAIL_ACTIVITIES)[number],
): Promise<void> {
  const [existing] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.classroom_id, place.classroomId), eq(activities.title, activity.title)));
  if (existing) return;
  const steps = await db
    .select({ id: trailItems.id })
    .from(trailItems)
    .where(eq(trailItems.trail_id, trailId))
    .orderBy(trailItems.position);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({
        platform_id: place.platformId,
        classroom_id: place.classroomId,
        teacher_id: place.teacherId,
        kind: 'trail',
        title: activity.title,
        details: activity.details,
        workload: activity.workload,
        start_time: new Date(now - 2 * DAY_MS),
        end_time: new Date(now + activity.endsInDays * DAY_MS),
        published: true,
        creation_step: 4,
      })
      .returning({ id: activities.id });
    if (!row) throw new Error(`demo trail activity ${activity.title} missing after seed`);
    const owned = { platform_id: place.platformId, activity_id: row.id };
    await tx.insert(activityTrails).values({ ...owned, trail_id: trailId });
    await tx
      .insert(activityStudents)
      .values(place.studentIds.map((studentId) => ({ ...owned, student_id: studentId })));
    for (const [username, walked] of Object.entries(activity.walked)) {
      const studentId = place.idOf.get(username);
      if (!studentId) continue;
      const done = steps.slice(0, walked);
      await tx.insert(trailJourneys).values({
        ...owned,
        student_id: studentId,
        started_at: new Date(now - DAY_MS),
        // Resumes at the first step not yet done.
        last_item_id: steps[walked]?.id ?? done.at(-1)?.id ?? null,
      });
      await tx
        .insert(trailProgress)
        .values(done.map((step) => ({ ...owned, student_id: studentId, item_id: step.id, done: true })));
    }
  });
}
