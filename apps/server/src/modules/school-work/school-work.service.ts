import {
  type ActivityFile,
  DELIVERY_STATUS,
  energyEventOf,
  isSchoolWorkKind,
  SCHOOL_WORK_MESSAGES,
  type StudentFile,
  type StudentResponse,
  type WorkDetail,
  type WorkResult,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import type { ActivityAccess, ActivityRow } from '../activities/activities.access.ts';
import type { DeliveryRepository } from '../activities/activities.module.ts';
import type { EssayMarks } from '../essays/essays.module.ts';
import type { MapEnergyService } from '../map-energy/map-energy.module.ts';
import { resolveKey } from '../storage/storage.module.ts';
import { ACTIVITY_FILES_NAMESPACE } from './activity-files.access.ts';
import { cleanResponseText } from './response-text.ts';
import type { Submission, SubmissionOf } from './school-work.access.ts';
import {
  presentActivityFile,
  presentStudentFile,
  presentWorkActivity,
  presentWorkDetail,
  presentWorkResult,
} from './school-work.presenter.ts';
import type { FileLink, SchoolWorkRepository } from './school-work.repository.ts';
import { submissionRefusal } from './submission-window.ts';

function requireSchoolWork(activity: ActivityRow): void {
  if (!isSchoolWorkKind(activity.kind)) throw badRequest(SCHOOL_WORK_MESSAGES.notSchoolWork);
}

/** Students' responses to essays, work and handmade activities, and what educators see of them. */
export function createSchoolWorkService(deps: {
  access: Pick<ActivityAccess, 'forStudent' | 'forTeacher'>;
  submissionOf: SubmissionOf;
  repo: SchoolWorkRepository;
  deliveries: Pick<DeliveryRepository, 'saveAnswer'>;
  transact: Transact;
  mapEnergy: Pick<MapEnergyService, 'raise'>;
  clock: Clock;
  /** Whether the storage keeps the bytes in S3 (the student file's s3 flag). */
  filesOnS3: boolean;
  /** Stored files inside the response text: checked placeholders when saved, signed urls when read. */
  richText: RichTextFiles;
  /** A signed, expiring read url of a stored file's key. */
  fileUrl: (key: string) => string;
  essayMarks: EssayMarks;
}) {
  const {
    access,
    submissionOf,
    repo,
    deliveries,
    transact,
    mapEnergy,
    clock,
    filesOnS3,
    richText,
    fileUrl,
    essayMarks,
  } = deps;

  async function studentFiles(user: AuthContext, activityId: string, studentId: string): Promise<StudentFile[]> {
    const rows = await repo.files(user.platformId, activityId, studentId);
    return rows.map((row) => presentStudentFile(row, filesOnS3, fileUrl));
  }

  async function detailOf(user: AuthContext, submission: Omit<Submission, 'viewer'>): Promise<WorkDetail> {
    const now = clock.now();
    const { activity, assignment } = submission;
    const [files, stage] = await Promise.all([
      studentFiles(user, activity.id, assignment.student_id),
      repo.classroomStage(user.platformId, activity.classroom_id),
    ]);
    return presentWorkDetail(
      {
        ...submission,
        stage,
        canSubmit: submissionRefusal(activity, assignment, now) === null,
        files,
        readText: richText.forReader,
      },
      now,
    );
  }

  /** The stored files a response names: each must have been uploaded to the student's own folder. */
  async function fileLinks(user: AuthContext, activityId: string, named: string[]): Promise<FileLink[]> {
    const folder = `${user.platformId}/${ACTIVITY_FILES_NAMESPACE}/${activityId}/${user.userId}/`;
    const keys = [...new Set(named.map((name) => resolveKey(user, name).key))];
    if (keys.some((key) => !key.startsWith(folder))) throw badRequest(SCHOOL_WORK_MESSAGES.fileNotYours);
    const stored = await repo.storedFilesByKey(user.platformId, keys);
    if (stored.length !== keys.length) throw badRequest(SCHOOL_WORK_MESSAGES.fileNotYours);
    return stored.map((file) => ({
      storageKey: file.key,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
    }));
  }

  return {
    /**
     * Saves the student's response as a draft or sends it (status 3). An essay's text keeps
     * its font-size tag; sending it deletes the marks on the text it replaces, in the same
     * transaction. Sending raises a targeted map-energy event.
     */
    async respond(user: AuthContext, input: StudentResponse): Promise<WorkDetail> {
      const { activity, assignment } = await access.forStudent(user, input.activity);
      requireSchoolWork(activity);
      const now = clock.now();
      const refusal = submissionRefusal(activity, assignment, now);
      if (refusal) throw forbidden(refusal);
      const text = await cleanResponseText(activity.kind, input.detail_text, (html) => richText.forStorage(user, html));
      const links = input.files === undefined ? undefined : await fileLinks(user, activity.id, input.files);
      if (!input.draft && text.empty) {
        if (activity.kind === 'essay') throw badRequest(SCHOOL_WORK_MESSAGES.emptyEssay);
        const fileCount = links?.length ?? (await repo.files(user.platformId, activity.id, user.userId)).length;
        if (fileCount === 0) throw badRequest(SCHOOL_WORK_MESSAGES.emptyResponse);
      }
      const saved = await transact(async (tx) => {
        const row = await deliveries.saveAnswer(
          user.platformId,
          activity.id,
          user.userId,
          input.draft
            ? { responseText: text.stored, draft: true }
            : { responseText: text.stored, draft: false, status: DELIVERY_STATUS.sent, deliveredAt: now },
          tx,
        );
        if (!row) throw forbidden(SCHOOL_WORK_MESSAGES.alreadySent);
        // The marks are offsets into the text sent before: a redo's drafts keep them to rewrite by, a new final text ends them.
        if (activity.kind === 'essay' && !input.draft) {
          await essayMarks.removeForEssay(user.platformId, activity.id, user.userId, tx);
        }
        if (links) await repo.replaceFiles(user.platformId, activity.id, user.userId, links, tx);
        return row;
      });
      const energy = input.draft ? null : energyEventOf({ action: 'student_response' });
      if (energy) await mapEnergy.raise(user, { kind: energy, source: 'student_response' });
      const named = await repo.assignment(user.platformId, activity.id, user.userId);
      return detailOf(user, { activity, assignment: saved, studentName: named?.name ?? '' });
    },

    async detail(user: AuthContext, query: { activity: string; student?: string }): Promise<WorkDetail> {
      return detailOf(user, await submissionOf(user, query.activity, query.student));
    },

    /** Every assigned student (handmade ones included) with status, score, pokz, date and files. */
    async results(user: AuthContext, activityId: string) {
      const activity = await access.forTeacher(user, activityId);
      requireSchoolWork(activity);
      const now = clock.now();
      const rows = await repo.results(user.platformId, activity.id);
      const students: WorkResult[] = rows.map((row) => presentWorkResult(row, activity, now));
      return { activity: presentWorkActivity(activity, now, richText.forReader), students };
    },

    async studentFiles(user: AuthContext, query: { activity: string; student?: string }): Promise<StudentFile[]> {
      const { activity, assignment } = await submissionOf(user, query.activity, query.student);
      return studentFiles(user, activity.id, assignment.student_id);
    },

    async activityFiles(user: AuthContext, activityId: string): Promise<ActivityFile[]> {
      const activity = await access.forTeacher(user, activityId);
      requireSchoolWork(activity);
      const rows = await repo.files(user.platformId, activity.id);
      return rows.map((row) => presentActivityFile(row, filesOnS3, fileUrl));
    },

    /** A response text box's files: one student's (role student) or the whole activity's (role teacher). */
    async textBoxFiles(user: AuthContext, query: { role: 'student' | 'teacher'; role_id: string; student?: string }) {
      if (query.role === 'teacher') return this.activityFiles(user, query.role_id);
      const { activity, assignment } = await submissionOf(user, query.role_id, query.student);
      const rows = await repo.files(user.platformId, activity.id, assignment.student_id);
      return rows.map((row) => presentActivityFile(row, filesOnS3, fileUrl));
    },
  };
}

export type SchoolWorkService = ReturnType<typeof createSchoolWorkService>;
