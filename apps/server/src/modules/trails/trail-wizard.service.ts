import { randomUUID } from 'node:crypto';
import {
  EXAM_STATUS,
  type ExamClassifierInput,
  type ExamStatus,
  hasRichContent,
  MAX_TRAIL_STEPS,
  TRAIL_MAP_THEMES,
  TRAIL_WIZARD_MESSAGES,
  type TrailDetail,
  type TrailIntroUpdate,
  type TrailItemType,
  type TrailQuestion,
  toEmbed,
  trailIntroSchema,
  type trailItemSaveSchema,
  type Wording,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { classifierChanges } from '../../platform/classifiers/classifier-changes.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { RichTextFiles } from '../../platform/rich-text/rich-text-files.ts';
import type { ReceivedFile } from '../../platform/storage/multipart-upload.ts';
import type { StorageService } from '../storage/storage.module.ts';
import type { TrailFiles } from './trail-files.ts';
import type { TrailItemRow, TrailItemValues, TrailRow, TrailWizardRepository } from './trail-wizard.repository.ts';
import { requireEducator, TRAIL_FILES_NAMESPACE, type TrailAccess } from './trails.access.ts';
import type { TrailReader } from './trails.reader.ts';

type TrailItemSave = z.output<typeof trailItemSaveSchema>;
type ItemInput = TrailItemSave['trail'];

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });

/** Document 3 section 5: a copied step's title. */
const copyTitle = (title: string) => `${title} (Cópia)`;

/** The quiz as stored: sent ids kept when the step already had them, new ones otherwise. */
function quizQuestions(input: ItemInput['trail_questions'], stored: TrailQuestion[]): TrailQuestion[] {
  if (input.length === 0) throw fieldError('trail.trail_questions', TRAIL_WIZARD_MESSAGES.quizWithoutQuestions);
  const known = new Set(stored.flatMap((q) => [q.question_id, ...q.alternatives.map((a) => a.alternative_id)]));
  const idOf = (sent: string | undefined) => (sent && known.has(sent) ? sent : randomUUID());
  return input.map((question) => {
    if (!question.text) throw fieldError('trail.trail_questions', TRAIL_WIZARD_MESSAGES.quizQuestionText);
    const alternatives = question.alternatives.filter((alternative) => alternative.text);
    if (alternatives.length < 2) throw fieldError('trail.trail_questions', TRAIL_WIZARD_MESSAGES.quizAlternatives);
    if (alternatives.filter((alternative) => alternative.correct).length !== 1) {
      throw fieldError('trail.trail_questions', TRAIL_WIZARD_MESSAGES.quizOneCorrect);
    }
    return {
      question_id: idOf(question.question_id),
      text: question.text,
      alternatives: alternatives.map((alternative) => ({
        alternative_id: idOf(alternative.alternative_id),
        text: alternative.text,
        correct: alternative.correct,
      })),
    };
  });
}

/**
 * The trail wizard (document 3 sections 5 and 7: intro, classifiers, steps, status, saved one at
 * a time). Only the author changes a trail; every step answers the trail in full.
 */
export function createTrailWizardService(deps: {
  repo: TrailWizardRepository;
  access: Pick<TrailAccess, 'authored'>;
  reader: TrailReader;
  richText: Pick<RichTextFiles, 'forStorage'>;
  files: TrailFiles;
  storage: Pick<StorageService, 'saveUpload'>;
  wordingOf: (platformId: string) => Promise<Wording>;
}) {
  const { repo, access, reader, richText, files, storage, wordingOf } = deps;

  async function storeImage(user: AuthContext, trail: TrailRow, image: ReceivedFile): Promise<string> {
    const stored = await storage.saveUpload(user, {
      namespace: TRAIL_FILES_NAMESPACE,
      path: trail.id,
      fileName: image.fileName,
      bytes: image.bytes,
      allowed: ['image'],
    });
    return stored.key;
  }

  /** Corporate map themes are offered only on corporate platforms (document 1 section 3). */
  async function checkLayout(user: AuthContext, layout: string | undefined): Promise<string> {
    const theme = TRAIL_MAP_THEMES.find((candidate) => candidate.id === layout);
    if (!theme) return '';
    if (theme.corporate && (await wordingOf(user.platformId)) !== 'corporate') {
      throw fieldError('layout', TRAIL_WIZARD_MESSAGES.corporateTheme);
    }
    return theme.id;
  }

  /** Drops files the change left unnamed, then answers the trail in full. */
  async function afterChange(user: AuthContext, trail: TrailRow, dropped: string[]): Promise<TrailDetail> {
    const current = await repo.update(user.platformId, trail.id, {});
    await files.dropUnreferenced(user, current, await repo.itemsOf(user.platformId, [trail.id]), dropped);
    return reader.detail(user, current);
  }

  /** A step's stored values from what the author sent, checked by its type. */
  async function itemValues(
    user: AuthContext,
    trail: TrailRow,
    input: ItemInput,
    stored: TrailItemRow | null,
    order: number,
  ): Promise<TrailItemValues> {
    const type = (input.trail_type ?? stored?.type) as TrailItemType | undefined;
    if (!input.trail_title) throw fieldError('trail.trail_title', TRAIL_WIZARD_MESSAGES.itemTitleRequired);
    if (!type) throw fieldError('trail.trail_type', TRAIL_WIZARD_MESSAGES.itemTypeRequired);
    let content: string;
    if (type === 'video') {
      const embed = toEmbed(input.trail_content);
      if (!embed || (embed.kind !== 'youtube' && embed.kind !== 'vimeo')) {
        throw fieldError('trail.trail_content', TRAIL_WIZARD_MESSAGES.videoLinkInvalid);
      }
      content = embed.url;
    } else if (type === 'challenge') {
      content = input.trail_content.trim();
      if (!(await repo.usableChallenges(user.platformId, [content])).has(content)) {
        throw fieldError('trail.trail_content', TRAIL_WIZARD_MESSAGES.challengeNotFound);
      }
    } else {
      content = await richText.forStorage(user, input.trail_content, stored?.content ?? '');
    }
    const isRich = hasRichContent(type);
    return {
      title: input.trail_title,
      type,
      content,
      position: order,
      files: await files.checked(user, trail, type, input.trail_files),
      editor_files: isRich ? files.editorFiles(content) : [],
      questions: type === 'quiz' ? quizQuestions(input.trail_questions, stored?.questions ?? []) : [],
    };
  }

  /** A stored step copied as a new last step: its files copied, its question and alternative ids new. */
  async function copyItem(user: AuthContext, trail: TrailRow, source: TrailItemRow, order: number) {
    const replace = await files.copies(user, trail, files.keysOfItem(source));
    const renamed = (file: { key: string; name: string }) => ({ ...file, key: replace.get(file.key) ?? file.key });
    let content = source.content;
    for (const [from, to] of replace) content = content.replaceAll(`"${from}"`, `"${to}"`);
    await repo.insertItem(trail.id, {
      title: copyTitle(source.title),
      type: source.type,
      content,
      position: order,
      files: source.files.map(renamed),
      editor_files: source.editor_files.map(renamed),
      questions: source.questions.map((question) => ({
        ...question,
        question_id: randomUUID(),
        alternatives: question.alternatives.map((alternative) => ({ ...alternative, alternative_id: randomUUID() })),
      })),
    });
  }

  return {
    /** POST /learning_trail_wizard/intro: a new draft trail (or, with `external_id`, the author's trail's intro and image). */
    async createIntro(user: AuthContext, fields: Record<string, string>, image?: ReceivedFile): Promise<TrailDetail> {
      requireEducator(user);
      const parsed = trailIntroSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError(String(issue?.path[0] ?? 'title'), issue?.message ?? TRAIL_WIZARD_MESSAGES.titleRequired);
      }
      const intro = {
        title: parsed.data.title,
        guidance: await richText.forStorage(user, parsed.data.guidance),
        layout: await checkLayout(user, parsed.data.layout),
      };
      if (fields.external_id) {
        const trail = await access.authored(user, { externalId: fields.external_id });
        const image_key = image ? await storeImage(user, trail, image) : trail.image_key;
        const updated = await repo.update(user.platformId, trail.id, { ...intro, image_key });
        return afterChange(user, updated, [
          ...files.editorFiles(trail.guidance).map((f) => f.key),
          trail.image_key ?? '',
        ]);
      }
      const id = randomUUID();
      let trail = await repo.insert(user.platformId, {
        id,
        external_id: id,
        author_id: user.userId,
        status: EXAM_STATUS.draft,
        ...intro,
      });
      if (image) {
        try {
          trail = await repo.update(user.platformId, id, { image_key: await storeImage(user, trail, image) });
        } catch (error) {
          // A refused image leaves no trail behind: the step is saved whole or not at all.
          await repo.remove(user.platformId, id);
          throw error;
        }
      }
      return reader.detail(user, trail);
    },

    /** PATCH /learning_trail_wizard/intro (body). */
    async updateIntro(user: AuthContext, input: TrailIntroUpdate): Promise<TrailDetail> {
      const trail = await access.authored(user, { externalId: input.external_id });
      const updated = await repo.update(user.platformId, trail.id, {
        title: input.title,
        guidance: await richText.forStorage(user, input.guidance, trail.guidance),
        layout: await checkLayout(user, input.layout),
        ...(input.remove_image ? { image_key: null } : {}),
      });
      return afterChange(user, updated, [
        ...files.editorFiles(trail.guidance).map((file) => file.key),
        trail.image_key ?? '',
      ]);
    },

    /** PATCH /learning_trail_wizard/classifiers: the exam wizard's classifier rules. */
    async classifiers(user: AuthContext, externalId: string, input: ExamClassifierInput): Promise<TrailDetail> {
      const trail = await access.authored(user, { externalId });
      const values = classifierChanges(trail, input, await repo.grades(input.add_grade ?? []));
      return reader.detail(user, await repo.update(user.platformId, trail.id, values));
    },

    /**
     * PATCH /learning_trail_wizard/trails: saves one step (new without `trail_id`, else that step
     * of the trail), or with `copy` copies the stored step `trail_id`. At most 15 steps.
     */
    async saveItem(user: AuthContext, body: TrailItemSave): Promise<TrailDetail> {
      const trail = await access.authored(user, { externalId: body.external_id });
      if (body.platform && body.platform !== user.platformId) throw forbidden(TRAIL_WIZARD_MESSAGES.platformMismatch);
      const itemId = body.trail.trail_id;
      const stored = itemId ? await repo.findItem(user.platformId, trail.id, itemId) : null;
      if (itemId && !stored) throw fieldError('trail.trail_id', TRAIL_WIZARD_MESSAGES.itemNotFound);
      const { steps, lastOrder } = await repo.stepCount(user.platformId, trail.id);
      const adds = body.copy || !stored;
      if (adds && steps >= MAX_TRAIL_STEPS) throw fieldError('trail', TRAIL_WIZARD_MESSAGES.tooManySteps);
      if (body.copy) {
        if (!stored) throw fieldError('trail.trail_id', TRAIL_WIZARD_MESSAGES.copyNeedsItem);
        await copyItem(user, trail, stored, lastOrder + 1);
        return afterChange(user, trail, []);
      }
      const order = body.trail.trail_order ?? stored?.position ?? lastOrder + 1;
      const values = await itemValues(user, trail, body.trail, stored, order);
      if (stored) await repo.updateItem(user.platformId, trail.id, stored.id, values);
      else await repo.insertItem(trail.id, values);
      return afterChange(user, trail, stored ? files.keysOfItem(stored) : []);
    },

    /** DELETE /learning_trail_wizard/trail: the step goes, then its files. */
    async deleteItem(user: AuthContext, externalId: string, itemId: string): Promise<TrailDetail> {
      const trail = await access.authored(user, { externalId });
      const stored = await repo.findItem(user.platformId, trail.id, itemId);
      if (!stored) throw badRequest(TRAIL_WIZARD_MESSAGES.itemNotFound);
      await repo.removeItem(user.platformId, trail.id, stored.id);
      return afterChange(user, trail, files.keysOfItem(stored));
    },

    /** PATCH /learning_trail_wizard/status: publishing needs at least one step. */
    async status(user: AuthContext, externalId: string, status: ExamStatus): Promise<TrailDetail> {
      const trail = await access.authored(user, { externalId });
      if (status === EXAM_STATUS.active && (await repo.stepCount(user.platformId, trail.id)).steps === 0) {
        throw badRequest(TRAIL_WIZARD_MESSAGES.publishWithoutSteps);
      }
      return reader.detail(user, await repo.update(user.platformId, trail.id, { status }));
    },
  };
}

export type TrailWizardService = ReturnType<typeof createTrailWizardService>;
