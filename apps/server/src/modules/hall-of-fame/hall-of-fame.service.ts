import {
  type ClassroomPosition,
  type ClassroomPositionQuery,
  type ClassroomStandingsQuery,
  type ClassroomStandingsResponse,
  CONSENT_MESSAGES,
  GAMES_STATEMENT_PAGE_SIZE,
  type GamesStatementQuery,
  type GamesStatementResponse,
  HALL_OF_FAME_TOP,
  type HallPosition,
  type StudentPositionQuery,
  type StudentStandingsQuery,
  type StudentStandingsResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PreparedJson } from '../../platform/http/send-json.ts';
import {
  type PresentAvatar,
  presentClassroomStanding,
  presentPosition,
  presentStanding,
  standingsJson,
} from './hall-of-fame.presenter.ts';
import type { HallOfFameRepository, StudentScope } from './hall-of-fame.repository.ts';
import { monthsOf, presentPeriod } from './period.ts';
import { positionIn, type Ranking, type Rankings } from './rankings.ts';
import type { Viewers } from './viewer.ts';

/**
 * The hall of fame's rankings (document 3 section 7): students of a classroom or a school, and
 * the classrooms of a school, by the sum of their challenge scores over whole months, read from
 * the monthly totals. Everyone sees first names and avatars only, of one school they belong to.
 */
export function createHallOfFameService(deps: {
  repo: Pick<HallOfFameRepository, 'classroomStandings' | 'playsOf' | 'studentSums'>;
  rankings: Rankings;
  viewers: Viewers;
  avatar: PresentAvatar;
  clock: Clock;
}) {
  const { repo, rankings, viewers, avatar, clock } = deps;
  /** Each kept ranking's rows as JSON, made on its first request and shared by every caller after. */
  const rowsJson = new WeakMap<Ranking, string[]>();
  const jsonOf = (ranking: Ranking) => {
    let json = rowsJson.get(ranking);
    if (!json) {
      json = ranking.rows.map((row) => JSON.stringify(presentStanding(row, null, avatar)));
      rowsJson.set(ranking, json);
    }
    return json;
  };

  return {
    /**
     * GET /hall_fame/student_standings: a classroom's students, else a school's (of one grade, when
     * given). Answered as JSON made of the ranking's rows serialised once (every student of a school
     * reads the same top rows): the route sends it as it is.
     */
    async studentStandings(user: AuthContext, query: StudentStandingsQuery): Promise<PreparedJson> {
      const viewer = await viewers.viewerOf(user);
      const months = monthsOf(query, clock.now());
      let scope: StudentScope;
      let named: StudentStandingsResponse['scope'];
      if (query.classroom) {
        const classroom = await viewers.classroomFor(user, viewer, query.classroom);
        scope = { kind: 'classroom', classroomId: classroom.id };
        named = { kind: 'classroom', id: classroom.id, name: classroom.name, grade: classroom.grade_id };
      } else {
        const school = await viewers.schoolFor(user, viewer, query.school);
        scope = { kind: 'school', schoolId: school.id, gradeId: query.grade ?? null };
        named = { kind: 'school', id: school.id, name: school.name, grade: query.grade ?? null };
      }
      const me = viewer.kind === 'student' ? viewer.userId : null;
      const ranking = await rankings.of(user.platformId, scope, months);
      const json = jsonOf(ranking);
      const standings: string[] = [];
      let ownShown = false;
      for (const [index, row] of ranking.rows.entries()) {
        if (row.position > HALL_OF_FAME_TOP) break;
        const mine = row.student_id === me;
        ownShown ||= mine;
        standings.push(mine ? JSON.stringify(presentStanding(row, me, avatar)) : (json[index] ?? ''));
      }
      const own = me ? ranking.byStudent.get(me) : undefined;
      if (own && !ownShown) standings.push(JSON.stringify(presentStanding(own, me, avatar)));
      return standingsJson({
        period: presentPeriod(months),
        scope: named,
        standings,
        me: me ? presentPosition(positionIn(ranking, me)) : null,
        ranked: ranking.rows.length,
        unlisted: viewer.kind === 'student' && !viewer.place.listed ? CONSENT_MESSAGES.hallOfFameUnlisted : null,
      });
    },

    /** GET /hall_fame/student_position: a student's place among their school's students (of `grade`). */
    async studentPosition(user: AuthContext, query: StudentPositionQuery): Promise<HallPosition> {
      const viewer = await viewers.viewerOf(user);
      const months = monthsOf(query, clock.now());
      const student = await viewers.studentFor(user, viewer, query.student);
      const school = await viewers.schoolFor(user, viewer, student.place.school_id ?? undefined);
      const scope: StudentScope = { kind: 'school', schoolId: school.id, gradeId: query.grade ?? null };
      return presentPosition(positionIn(await rankings.of(user.platformId, scope, months), student.id));
    },

    /** GET /hall_fame/classroom_standings: the classrooms of a school, ranked. */
    async classroomStandings(user: AuthContext, query: ClassroomStandingsQuery): Promise<ClassroomStandingsResponse> {
      const viewer = await viewers.viewerOf(user);
      const months = monthsOf(query, clock.now());
      const school = await viewers.schoolFor(user, viewer, query.school);
      const [rows, mine] = await Promise.all([
        repo.classroomStandings(user.platformId, school.id, months),
        viewers.ownClassrooms(user, viewer),
      ]);
      return {
        period: presentPeriod(months),
        school,
        standings: rows.map((row) => presentClassroomStanding(row, mine)),
      };
    },

    /** GET /hall_fame/classroom_position: a classroom's place among its school's classrooms. */
    async classroomPosition(user: AuthContext, query: ClassroomPositionQuery): Promise<ClassroomPosition> {
      const viewer = await viewers.viewerOf(user);
      const months = monthsOf(query, clock.now());
      const classroom = await viewers.classroomFor(user, viewer, query.classroom);
      const rows = await repo.classroomStandings(user.platformId, classroom.school_id, months);
      const row = rows.find((candidate) => candidate.classroom_id === classroom.id);
      return {
        classroom_id: classroom.id,
        name: classroom.name,
        ranking_position: row?.position ?? null,
        games_played: row?.games_played ?? 0,
        score: row?.score ?? 0,
        ranked: rows.length,
      };
    },

    /** GET /hall_fame/games_statement: a student's scored challenges in the period, a page at a time. */
    async gamesStatement(user: AuthContext, query: GamesStatementQuery): Promise<GamesStatementResponse> {
      const viewer = await viewers.viewerOf(user);
      const months = monthsOf(query, clock.now());
      const student = await viewers.studentFor(user, viewer, query.student);
      const page = { limit: GAMES_STATEMENT_PAGE_SIZE, offset: (query.page - 1) * GAMES_STATEMENT_PAGE_SIZE };
      const [plays, sums] = await Promise.all([
        repo.playsOf(user.platformId, student.id, months, page),
        repo.studentSums(user.platformId, student.id, months),
      ]);
      return {
        period: presentPeriod(months),
        statements: plays.map((play) => ({
          date: play.created_at.toISOString(),
          oed_content_id: play.content_id,
          title: play.title,
          scoring_rule: play.scoring_rule,
          score: play.score,
          pokz: play.pokz,
        })),
        total: sums.games_played,
        score: sums.score,
        page: query.page,
        pages: Math.max(1, Math.ceil(sums.games_played / GAMES_STATEMENT_PAGE_SIZE)),
      };
    },
  };
}

export type HallOfFameService = ReturnType<typeof createHallOfFameService>;
