import {
  type factoryStepFiveSchema,
  type factoryStepFourSchema,
  type factoryStepOneSchema,
  type factoryStepThreeSchema,
  type factoryStepTwoSchema,
  GAME_FACTORY_MESSAGES,
  GAME_LAYOUTS,
  GAME_STATUS_TRANSITIONS,
  GAME_VARIATIONS,
  type GameContentDraft,
  type GameContentStatus,
  gameSettingsSchema,
  INTERACTION_GUIDES,
  INTERACTION_NAMES,
  INTERACTIONS,
  layoutPlays,
  MESSAGES,
  roleGroup,
} from '@ava/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import { allowedGameOrigins, checkData, isValidContent, originOf } from './challenge-rules.ts';
import { challengeNotFound, isAdministrator, managesPlatform, mayRead, requireAuthor } from './challenges.access.ts';
import { presentDraft } from './challenges.presenter.ts';
import type { ChallengesRepository, ContentChanges, ContentRow } from './challenges.repository.ts';
import type { ContentFiles } from './content-files.ts';

type StepOne = z.output<typeof factoryStepOneSchema>;
type StepTwo = z.output<typeof factoryStepTwoSchema>;
type StepThree = z.output<typeof factoryStepThreeSchema>;
type StepFour = z.output<typeof factoryStepFourSchema>;
type StepFive = z.output<typeof factoryStepFiveSchema>;

const fieldError = (field: string, message: string) => badRequest(message, { fields: [{ field, message }] });
const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * The challenge factory (document 3 'Challenge factory (game server)'): five steps saved one at a
 * time, each answering the draft; the draft found and deleted; status changes. Only the author
 * changes a content; a published one only with is_update (README 'The factory').
 */
export function createChallengeFactoryService(deps: {
  repo: Pick<
    ChallengesRepository,
    'insert' | 'findOwn' | 'update' | 'deleteDraft' | 'latestUnfinishedDraft' | 'bnccDescriptions' | 'gradesNamed'
  >;
  files: ContentFiles;
  platforms: Pick<PlatformDirectory, 'findById'>;
  transact: Transact;
}) {
  const { repo, files, platforms, transact } = deps;
  const draftOf = (content: ContentRow) => presentDraft(content, files.background);

  /** The caller's own content, locked for the step; 404 when they may not see it, 403 when it is another's. */
  async function authored(user: AuthContext, contentId: string, isUpdate: boolean, tx: Executor) {
    requireAuthor(user);
    const content = await repo.findOwn(user.platformId, contentId, tx);
    if (!content || !mayRead(user, content)) throw challengeNotFound();
    if (content.author_id !== user.userId) throw forbidden();
    if (content.status !== 'draft' && !isUpdate) throw badRequest(GAME_FACTORY_MESSAGES.editPublished);
    return content;
  }

  /** A step of an existing content: checked, changed and answered in one transaction. */
  function saveStep(
    user: AuthContext,
    input: { oed_content_id: string; is_update: boolean },
    step: number,
    change: (content: ContentRow) => ContentChanges,
  ): Promise<GameContentDraft> {
    return transact(async (tx) => {
      const content = await authored(user, input.oed_content_id, input.is_update, tx);
      const changes = change(content);
      const saved = await repo.update(
        user.platformId,
        content.id,
        { ...changes, step: Math.max(content.step, step) },
        tx,
      );
      return draftOf(saved);
    });
  }

  /** The origins the caller's platform allows engine 'diversos' games from; read before a transaction opens. */
  async function originsOf(user: AuthContext): Promise<string[]> {
    const platform = await platforms.findById(user.platformId);
    return platform ? allowedGameOrigins(platform.theme) : [];
  }

  const allowedUrl = (url: string | null, origins: readonly string[]) => {
    const origin = url ? originOf(url) : null;
    return !!origin && origins.includes(origin);
  };

  /** What publishing needs: every step valid, and a 'diversos' game from an allowed origin. */
  function requirePublishable(content: ContentRow, origins: readonly string[]): void {
    if (!isValidContent(content)) throw badRequest(GAME_FACTORY_MESSAGES.incomplete);
    if (content.engine === 'diversos' && !allowedUrl(content.external_url, origins)) {
      throw badRequest(GAME_FACTORY_MESSAGES.externalOriginNotAllowed);
    }
  }

  return {
    /** step_one: a new draft, or (is_update) the basic info of the author's content. */
    async stepOne(user: AuthContext, input: StepOne): Promise<GameContentDraft> {
      requireAuthor(user);
      if (!input.is_update) {
        const created = await repo.insert(user.platformId, {
          author_id: user.userId,
          title: input.title,
          objective: input.objective,
          interaction: input.interaction,
        });
        return draftOf(created);
      }
      const contentId = input.oed_content_id;
      if (!contentId) throw fieldError('body.oed_content_id', MESSAGES.requiredField);
      return saveStep(user, { oed_content_id: contentId, is_update: true }, 1, (content) => {
        const changes: ContentChanges = { title: input.title, objective: input.objective };
        if (input.interaction === content.interaction) return changes;
        const published = content.status !== 'draft';
        if (content.layout && !layoutPlays(content.layout, input.interaction)) {
          if (published) throw badRequest(GAME_FACTORY_MESSAGES.incompatibleLayout);
          // A draft keeps going: its author picks a layout for the new interaction.
          changes.layout = null;
        }
        if (published && content.data) {
          const checked = checkData(input.interaction, content.data);
          if (!checked.ok) throw badRequest(checked.problems[0]?.message, { fields: checked.problems });
        }
        return { ...changes, interaction: input.interaction };
      });
    },

    /** step_two: engine, layout and variation; a published content keeps a layout that plays it. */
    async stepTwo(user: AuthContext, input: StepTwo): Promise<GameContentDraft> {
      if (input.engine === 'diversos' && !allowedUrl(input.external_url, await originsOf(user))) {
        throw fieldError('body.external_url', GAME_FACTORY_MESSAGES.externalOriginNotAllowed);
      }
      return saveStep(user, input, 2, (content) => {
        if (!layoutPlays(input.layout, content.interaction)) {
          throw badRequest(
            content.status === 'draft'
              ? GAME_FACTORY_MESSAGES.layoutNotForInteraction
              : GAME_FACTORY_MESSAGES.incompatibleLayout,
          );
        }
        return {
          engine: input.engine,
          layout: input.layout,
          variation: input.variation,
          external_url: input.engine === 'diversos' ? input.external_url : null,
        };
      });
    },

    /** step_three: the rounds, checked as the interaction plays them, and the play settings. */
    async stepThree(user: AuthContext, input: StepThree): Promise<GameContentDraft> {
      return saveStep(user, input, 3, (content) => {
        const checked = checkData(content.interaction, input.data);
        if (!checked.ok) throw badRequest(checked.problems[0]?.message, { fields: checked.problems });
        const background = files.storedBackground(content, checked.data.background_img);
        return {
          data: { ...checked.data, background_img: background },
          settings: gameSettingsSchema.parse(input.settings),
        };
      });
    },

    /** step_four: the classification; BNCC codes and grades from their catalogues. */
    async stepFour(user: AuthContext, input: StepFour): Promise<GameContentDraft> {
      const codes = distinct(input.bncc);
      const gradeIds = [...new Set(input.classification.grade_ids)];
      const [descriptions, grades] = await Promise.all([repo.bnccDescriptions(codes), repo.gradesNamed(gradeIds)]);
      if (descriptions.size !== codes.length) throw fieldError('body.bncc', GAME_FACTORY_MESSAGES.unknownBncc);
      if (grades.length !== gradeIds.length) {
        throw fieldError('body.classification.grade_ids', GAME_FACTORY_MESSAGES.unknownGrade);
      }
      return saveStep(user, input, 4, () => ({
        keywords: distinct(input.keywords),
        bncc: Object.fromEntries(codes.map((code) => [code, descriptions.get(code) ?? ''])),
        grade_ids: gradeIds,
        subject: input.classification.subject,
        tags: distinct(input.tags),
        pcd_sign: input.pcd_sign,
        pcd_voice: input.pcd_voice,
      }));
    },

    /** step_five: finalise; publish makes it active (every step valid), otherwise it is a draft. */
    async stepFive(user: AuthContext, input: StepFive): Promise<GameContentDraft> {
      const origins = await originsOf(user);
      return transact(async (tx) => {
        const content = await authored(user, input.oed_content_id, input.is_update, tx);
        if (content.status === 'blocked') throw badRequest(GAME_FACTORY_MESSAGES.statusNotAllowed);
        if (input.publish) requirePublishable(content, origins);
        const saved = await repo.update(
          user.platformId,
          content.id,
          { status: input.publish ? 'active' : 'draft', finished: true, step: 5 },
          tx,
        );
        return draftOf(saved);
      });
    },

    /** GET /factory/find_draft: the author's latest draft not finalised yet. */
    async findDraft(user: AuthContext): Promise<{ draft: GameContentDraft | null }> {
      requireAuthor(user);
      const draft = await repo.latestUnfinishedDraft(user.platformId, user.userId);
      return { draft: draft ? draftOf(draft) : null };
    },

    /** DELETE /factory/delete_draft: the author's draft and every file under its folder. */
    async deleteDraft(user: AuthContext, contentId: string): Promise<{ message: string }> {
      requireAuthor(user);
      const content = await repo.findOwn(user.platformId, contentId);
      if (!content || content.author_id !== user.userId || content.status === 'deleted') throw challengeNotFound();
      if (content.status !== 'draft') throw badRequest(GAME_FACTORY_MESSAGES.statusNotAllowed);
      await files.removeAll(user, content);
      if (!(await repo.deleteDraft(user.platformId, content.id, user.userId))) throw challengeNotFound();
      return { message: GAME_FACTORY_MESSAGES.draftDeleted };
    },

    /**
     * PUT /contents/update_status and PATCH /games/update_status: one row, the transitions of
     * GAME_STATUS_TRANSITIONS; the author, a coordinator or an administrator of the platform
     * changes it, and only an administrator blocks or unblocks.
     */
    async updateStatus(
      user: AuthContext,
      input: { oed_content_id: string; status: GameContentStatus },
    ): Promise<{ oed_content_id: string; status: GameContentStatus }> {
      const group = roleGroup(user.role);
      if (group === 'student' || group === 'guardian') throw forbidden();
      const origins = await originsOf(user);
      return transact(async (tx) => {
        const content = await repo.findOwn(user.platformId, input.oed_content_id, tx);
        if (!content || !mayRead(user, content)) throw challengeNotFound();
        const from = content.status;
        const to = input.status;
        if (from === to) return { oed_content_id: content.id, status: to };
        if (!GAME_STATUS_TRANSITIONS[from].includes(to)) throw badRequest(GAME_FACTORY_MESSAGES.statusNotAllowed);
        const blocking = to === 'blocked' || from === 'blocked';
        if (blocking ? !isAdministrator(user) : content.author_id !== user.userId && !managesPlatform(user)) {
          throw forbidden();
        }
        if (to === 'active') requirePublishable(content, origins);
        const saved = await repo.update(
          user.platformId,
          content.id,
          { status: to, ...(to === 'active' ? { finished: true } : {}) },
          tx,
        );
        return { oed_content_id: saved.id, status: saved.status };
      });
    },

    interactions() {
      return {
        interactions: INTERACTIONS.map((id) => ({ id, name: INTERACTION_NAMES[id], guide: INTERACTION_GUIDES[id] })),
      };
    },

    layouts() {
      return { layouts: GAME_LAYOUTS.map((layout) => ({ ...layout, interactions: [...layout.interactions] })) };
    },

    variations() {
      return { variations: GAME_VARIATIONS.map((variation) => ({ ...variation })) };
    },
  };
}

export type ChallengeFactoryService = ReturnType<typeof createChallengeFactoryService>;
