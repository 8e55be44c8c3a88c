import {
  HALL_OF_FAME_MESSAGES,
  hallOfFameHidden,
  MESSAGES,
  roleGroup,
  SCHOOL_DIRECTORY_MESSAGES,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { PlatformDirectory } from '../platforms/platforms.module.ts';
import type { HallOfFameRepository, PlaceRow } from './hall-of-fame.repository.ts';
import type { ViewersRepository } from './viewers.repository.ts';

/** How long a platform's hide_hall_of_fame is trusted, as the theme's own cache. */
const THEME_TTL_MS = 60_000;
/** How long a student's school and classroom are trusted: they change a few times a year. */
const PLACE_TTL_MS = 60_000;
const PLACES_KEPT = 20_000;

/**
 * Who asks, and what of the hall of fame they may see: a student their own school, an educator
 * the schools they belong to or teach in, an administrator any school of the platform. Guardians
 * see none of it.
 */
export type Viewer =
  | { kind: 'student'; userId: string; place: PlaceRow }
  | { kind: 'educator'; userId: string; schoolIds: string[] }
  | { kind: 'admin'; userId: string };

export interface SchoolRef {
  id: string;
  name: string;
}

const requiredField = (field: string) =>
  badRequest(MESSAGES.requiredField, { fields: [{ field: `querystring.${field}`, message: MESSAGES.requiredField }] });

export function createViewers(deps: {
  repo: Pick<HallOfFameRepository, 'placeOf'>;
  viewersRepo: ViewersRepository;
  platforms: Pick<PlatformDirectory, 'findById'>;
  clock: Clock;
}) {
  const { repo, viewersRepo, platforms } = deps;
  const hidden = createTtlCache<boolean>({ clock: deps.clock, ttlMs: THEME_TTL_MS, maxEntries: 1_000 });
  const places = createTtlCache<PlaceRow>({ clock: deps.clock, ttlMs: PLACE_TTL_MS, maxEntries: PLACES_KEPT });

  async function isHidden(platformId: string): Promise<boolean> {
    const value = await hidden.getOrLoad(platformId, async () => {
      const platform = await platforms.findById(platformId);
      const configs = (platform?.theme as { configs?: Record<string, unknown> } | undefined)?.configs;
      return hallOfFameHidden(configs);
    });
    return value === true;
  }

  /** A school the viewer may see: the one asked for, else their own (first). */
  async function schoolFor(user: AuthContext, viewer: Viewer, requested?: string): Promise<SchoolRef> {
    if (viewer.kind === 'student') {
      const { school_id: id, school_name: name } = viewer.place;
      if (!id || !name) throw forbidden(HALL_OF_FAME_MESSAGES.noSchool);
      if (requested && requested !== id) throw forbidden(HALL_OF_FAME_MESSAGES.otherSchool);
      return { id, name };
    }
    if (viewer.kind === 'educator') {
      const id = requested ?? viewer.schoolIds[0];
      if (!id) throw forbidden(HALL_OF_FAME_MESSAGES.noSchool);
      if (!viewer.schoolIds.includes(id)) throw forbidden(HALL_OF_FAME_MESSAGES.otherSchool);
      const school = await viewersRepo.school(user.platformId, id);
      if (!school) throw forbidden(HALL_OF_FAME_MESSAGES.noSchool);
      return school;
    }
    if (!requested) throw requiredField('school');
    const school = await viewersRepo.school(user.platformId, requested);
    if (!school) throw notFound(HALL_OF_FAME_MESSAGES.otherSchool);
    return school;
  }

  return {
    /** The caller as a viewer; 403 for guardians and when the platform's theme hides the hall of fame. */
    async viewerOf(user: AuthContext): Promise<Viewer> {
      const group = roleGroup(user.role);
      if (group === 'guardian') throw forbidden();
      if (await isHidden(user.platformId)) throw forbidden(HALL_OF_FAME_MESSAGES.hidden);
      if (group === 'student') {
        const place = await places.getOrLoad(`${user.platformId}|${user.userId}`, () =>
          repo.placeOf(user.platformId, user.userId),
        );
        // placeOf answers a place (empty when there is none), never null.
        return { kind: 'student', userId: user.userId, place: place as PlaceRow };
      }
      if (group === 'educator') {
        return {
          kind: 'educator',
          userId: user.userId,
          schoolIds: await viewersRepo.educatorSchools(user.platformId, user.userId),
        };
      }
      return { kind: 'admin', userId: user.userId };
    },

    schoolFor,

    /** A classroom of a school the viewer may see: the one asked for, else a student's own. */
    async classroomFor(user: AuthContext, viewer: Viewer, requested?: string) {
      if (!requested) {
        if (viewer.kind !== 'student') throw requiredField('classroom');
        const { classroom_id: id, classroom_name: name, school_id: schoolId, grade_id: gradeId } = viewer.place;
        if (!id || !name || !schoolId) throw forbidden(HALL_OF_FAME_MESSAGES.noClassroom);
        return { id, name, school_id: schoolId, grade_id: gradeId };
      }
      const classroom = await viewersRepo.classroom(user.platformId, requested);
      if (!classroom) throw notFound(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
      await schoolFor(user, viewer, classroom.school_id);
      return classroom;
    },

    /**
     * The student whose position or statement is asked: a student only themself; an educator or
     * an administrator a student of a school they may see (404 for anyone else).
     */
    async studentFor(user: AuthContext, viewer: Viewer, requested?: string): Promise<{ id: string; place: PlaceRow }> {
      if (viewer.kind === 'student') {
        if (requested && requested !== viewer.userId) throw forbidden(HALL_OF_FAME_MESSAGES.ownPositionOnly);
        return { id: viewer.userId, place: viewer.place };
      }
      if (!requested) throw requiredField('student');
      const student = await viewersRepo.user(user.platformId, requested);
      if (!student || roleGroup(student.role) !== 'student') throw notFound(SCHOOL_DIRECTORY_MESSAGES.studentNotFound);
      const place = await repo.placeOf(user.platformId, student.id);
      const visible = place.school_id && (viewer.kind === 'admin' || viewer.schoolIds.includes(place.school_id));
      if (!visible) throw notFound(SCHOOL_DIRECTORY_MESSAGES.studentNotFound);
      return { id: student.id, place };
    },

    /** The classrooms the viewer calls theirs: a student's current one, those an educator teaches. */
    async ownClassrooms(user: AuthContext, viewer: Viewer): Promise<string[]> {
      if (viewer.kind === 'student') return viewer.place.classroom_id ? [viewer.place.classroom_id] : [];
      if (viewer.kind === 'educator') return viewersRepo.taughtClassrooms(user.platformId, user.userId);
      return [];
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;
