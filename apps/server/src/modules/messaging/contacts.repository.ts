import { EDUCATOR_ROLES, type RoleGroup, STUDENT_ROLES } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { containsPattern, foldText } from '../../platform/db/text-search.ts';

export interface Asker {
  platformId: string;
  userId: string;
  group: RoleGroup;
  coordinator: boolean;
  /** The theme's guardian_messages. */
  guardiansOn: boolean;
}

export interface ContactRow {
  id: string;
  name: string;
  role: string;
  context: string;
  /** A guardian's children through whom the contact is theirs (a message may be about one). */
  children: { id: string; name: string }[];
}

const CONTACTS_SHOWN = 50;

/**
 * The people an asker may write to, each with why (`label`): the safety rule of
 * packages/contracts/src/messaging.ts as one `union` of who is related to whom. The rule is
 * symmetric, so the same query decides a reply.
 */
function candidates(asker: Asker): SQL {
  const p = asker.platformId;
  const me = asker.userId;
  const studentClassrooms = sql`select classroom_id from classroom_members
    where platform_id = ${p} and user_id = ${me} and role = 'student'`;
  const taught = sql`select classroom_id from classroom_members
    where platform_id = ${p} and user_id = ${me} and role = 'teacher'`;
  const educatorSchools = sql`select school_id from school_memberships where platform_id = ${p} and user_id = ${me}
    union select c.school_id from classrooms c where c.id in (${taught})`;
  const children = sql`select student_id from guardian_links where platform_id = ${p} and guardian_id = ${me}`;
  // Guardians of the students of some classrooms, labelled with the child's name.
  const guardiansOf = (classroomIds: SQL) => sql`
    select gl.guardian_id as id, 'Responsável por ' || s.name as label, null::uuid as child_id
    from classroom_members m
    join guardian_links gl on gl.student_id = m.user_id and gl.platform_id = ${p}
    join users s on s.id = m.user_id
    where m.platform_id = ${p} and m.role = 'student' and m.classroom_id in (${classroomIds})`;

  switch (asker.group) {
    case 'student':
      return sql`
        select m.user_id as id, c.name as label, null::uuid as child_id
        from classroom_members m join classrooms c on c.id = m.classroom_id
        where m.platform_id = ${p} and m.role = 'teacher' and m.classroom_id in (${studentClassrooms})`;
    case 'educator': {
      const parts = [
        sql`select m.user_id as id, c.name as label, null::uuid as child_id
          from classroom_members m join classrooms c on c.id = m.classroom_id
          where m.platform_id = ${p} and m.role = 'student' and m.classroom_id in (${taught})`,
        // Colleagues: the educators of the asker's schools (members, or teaching one of its classrooms).
        sql`select sm.user_id as id, s.name as label, null::uuid as child_id
          from school_memberships sm join schools s on s.id = sm.school_id
          join users e on e.id = sm.user_id and e.role::text in ${EDUCATOR_ROLES}
          where sm.platform_id = ${p} and sm.school_id in (${educatorSchools})`,
        sql`select m.user_id as id, s.name as label, null::uuid as child_id from classroom_members m
          join classrooms c on c.id = m.classroom_id join schools s on s.id = c.school_id
          where m.platform_id = ${p} and m.role = 'teacher' and c.school_id in (${educatorSchools})`,
      ];
      if (asker.guardiansOn) {
        parts.push(guardiansOf(taught));
        if (asker.coordinator) {
          parts.push(
            guardiansOf(sql`select id from classrooms where platform_id = ${p} and school_id in (${educatorSchools})`),
          );
        }
      }
      return sql.join(parts, sql` union all `);
    }
    case 'guardian': {
      if (!asker.guardiansOn)
        return sql`select null::uuid as id, null::text as label, null::uuid as child_id where false`;
      const childrenSchools = sql`select c.school_id from classroom_members m join classrooms c on c.id = m.classroom_id
          where m.platform_id = ${p} and m.user_id in (${children})
        union select school_id from school_memberships where platform_id = ${p} and user_id in (${children})`;
      return sql`
        select t.user_id as id, 'Professor(a) de ' || s.name as label, k.user_id as child_id
        from classroom_members k
        join classroom_members t on t.classroom_id = k.classroom_id and t.role = 'teacher'
        join users s on s.id = k.user_id
        where k.platform_id = ${p} and k.role = 'student' and k.user_id in (${children})
        union all
        select sm.user_id as id, 'Coordenação · ' || sc.name as label, null::uuid as child_id
        from school_memberships sm join schools sc on sc.id = sm.school_id
        join users u on u.id = sm.user_id and u.role = 'school_coordinator'
        where sm.platform_id = ${p} and sm.school_id in (${childrenSchools})`;
    }
    default:
      return sql`select null::uuid as id, null::text as label, null::uuid as child_id where false`;
  }
}

/** Which roles each asker's candidates may have: students only reach educators, and so on. */
function allowedRoles(asker: Asker): readonly string[] {
  if (asker.group === 'student') return EDUCATOR_ROLES;
  if (asker.group === 'guardian') return EDUCATOR_ROLES;
  return asker.guardiansOn ? [...STUDENT_ROLES, ...EDUCATOR_ROLES, 'guardian'] : [...STUDENT_ROLES, ...EDUCATOR_ROLES];
}

export function createContactsRepository(db: Executor) {
  async function contacts(asker: Asker, filter: { search?: string; ids?: readonly string[] }): Promise<ContactRow[]> {
    if (filter.ids?.length === 0) return [];
    const search = filter.search ? foldText(filter.search) : '';
    const where = [
      sql`u.platform_id = ${asker.platformId}`,
      sql`u.id <> ${asker.userId}`,
      sql`u.blocked_at is null`,
      sql`u.role::text in ${allowedRoles(asker)}`,
    ];
    if (search) {
      where.push(
        sql`translate(lower(u.name), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') like ${containsPattern(search)}`,
      );
    }
    if (filter.ids) where.push(sql`u.id in ${filter.ids}`);
    const limit = filter.ids ? filter.ids.length : CONTACTS_SHOWN;
    return rowsOf<ContactRow>(
      await db.execute(sql`
        with candidates as (${candidates(asker)})
        select u.id, u.name, u.role::text as role, string_agg(distinct k.label, ', ' order by k.label) as context,
          coalesce(jsonb_agg(distinct jsonb_build_object('id', ch.id, 'name', ch.name)) filter (where ch.id is not null),
            '[]'::jsonb) as children
        from candidates k join users u on u.id = k.id left join users ch on ch.id = k.child_id
        where ${sql.join(where, sql` and `)}
        group by u.id, u.name, u.role
        order by u.name, u.id
        limit ${limit}`),
    );
  }

  return {
    contacts,

    /** Whether the asker may write to that person now. */
    async mayWrite(asker: Asker, contactId: string): Promise<boolean> {
      return (await contacts(asker, { ids: [contactId] })).length === 1;
    },

    /** The students of some classrooms of the platform, and the classrooms found. */
    async classroomStudents(platformId: string, classroomIds: readonly string[]) {
      const rows = rowsOf<{ classroom_id: string; student_id: string | null }>(
        await db.execute(sql`
          select c.id as classroom_id, m.user_id as student_id from classrooms c
          left join classroom_members m on m.classroom_id = c.id and m.role = 'student'
          where c.platform_id = ${platformId} and c.id in ${classroomIds}`),
      );
      return {
        found: new Set(rows.map((row) => row.classroom_id)),
        students: [...new Set(rows.flatMap((row) => (row.student_id ? [row.student_id] : [])))],
      };
    },

    /** Those of the ids that are students of the platform. */
    async students(platformId: string, ids: readonly string[]): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from users
          where platform_id = ${platformId} and id in ${ids} and role::text in ${STUDENT_ROLES}`),
      );
      return rows.map((row) => row.id);
    },

    /** The guardians of some students (each once). */
    async guardiansOf(platformId: string, studentIds: readonly string[]): Promise<string[]> {
      if (studentIds.length === 0) return [];
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select distinct guardian_id as id from guardian_links
          where platform_id = ${platformId} and student_id in ${studentIds}`),
      );
      return rows.map((row) => row.id);
    },

    /** Whether the student is the guardian's dependent. */
    async isDependent(platformId: string, guardianId: string, studentId: string): Promise<boolean> {
      const rows = rowsOf<{ one: number }>(
        await db.execute(sql`select 1 as one from guardian_links
          where platform_id = ${platformId} and guardian_id = ${guardianId} and student_id = ${studentId}`),
      );
      return rows.length > 0;
    },

    /**
     * The schools a coordinator coordinates (their memberships). A report is theirs when its reporter
     * or the reported message's sender is related to one of these schools.
     */
    async coordinatedSchools(platformId: string, userId: string): Promise<string[]> {
      const rows = rowsOf<{ school_id: string }>(
        await db.execute(sql`select school_id from school_memberships
          where platform_id = ${platformId} and user_id = ${userId}`),
      );
      return rows.map((row) => row.school_id);
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

/**
 * The schools a person is related to: their own, their classrooms', and (guardians) their children's.
 * Its aliases start with p, apart from those of the queries it is placed in.
 */
export const schoolsOfPerson = (platformId: string, person: SQL) => sql`
  select school_id from school_memberships where platform_id = ${platformId} and user_id = ${person}
  union select pc.school_id from classroom_members pm join classrooms pc on pc.id = pm.classroom_id
    where pm.platform_id = ${platformId} and pm.user_id = ${person}
  union select pc.school_id from guardian_links pg
    join classroom_members pm on pm.user_id = pg.student_id join classrooms pc on pc.id = pm.classroom_id
    where pg.platform_id = ${platformId} and pg.guardian_id = ${person}
  union select ps.school_id from guardian_links pg join school_memberships ps on ps.user_id = pg.student_id
    where pg.platform_id = ${platformId} and pg.guardian_id = ${person}`;
