import type { Role } from '@ava/contracts';
import { and, count, desc, eq, exists, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { activities, activityStudents } from '../activities/activities.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { forumApplause, forumComments, forumFavorites } from './forum.tables.ts';

/** One forum: an activity's own (trailId '') or that of one of its trail items. */
export interface ForumRef {
  activityId: string;
  trailId: string;
}

/** An author of comments in a forum activity. */
export interface ForumAuthor {
  activityId: string;
  studentId: string;
}

export interface NewComment {
  platformId: string;
  forum: ForumRef;
  authorId: string;
  /** 0 for a top-level comment, else the comment answered. */
  mainComment: number;
  body: string;
  anonymous: boolean;
  /** A student's comment needs the activity neither concluded nor archived when it is stored. */
  asStudent: boolean;
}

export interface CommentRow {
  id: number;
  parent_id: number | null;
  body: string;
  anonymous: boolean;
  reached_purpose: boolean;
  created_at: Date;
  author_id: string;
  author_name: string;
  author_avatar: string | null;
  author_role: Role;
  applause: number;
  applauded: boolean;
  favorite: boolean;
}

/** Why the statement storing a comment refused it (see insertComments). */
export type CommentRefusal = 'activityNotFound' | 'forumClosed' | 'commentNotFound';

export type InsertedComment = { comment: CommentRow } | { refused: CommentRefusal };

interface InsertedRow {
  ord: number;
  refused: CommentRefusal | null;
  id: string;
  parent_id: string | null;
  created_ms: number;
  author_name: string;
  author_avatar: string | null;
  author_role: Role;
}

const c = forumComments;
const inForum = (platformId: string, forum: ForumRef) =>
  and(eq(c.platform_id, platformId), eq(c.activity_id, forum.activityId), eq(c.trail_id, forum.trailId));

export function createForumRepository(db: Executor) {
  const returned = {
    id: c.id,
    parent_id: c.parent_id,
    body: c.body,
    anonymous: c.anonymous,
    reached_purpose: c.reached_purpose,
    created_at: c.created_at,
    author_id: c.author_id,
  };

  return {
    /**
     * Inserts many comments in one statement, answering, in the order given, each stored row with
     * its author's name, or why it was refused: the activity is gone or the student no longer
     * assigned (`activityNotFound`), the activity concluded or archived by now for a student
     * (`forumClosed`), or a reply whose comment is not in the same forum (`commentNotFound`). The
     * access check may be seconds old: the activity and a student's place in it are read again as
     * the comment is stored. A reply to a reply joins its thread's top-level comment.
     */
    async insertComments(items: NewComment[], tx: Executor = db): Promise<InsertedComment[]> {
      const input = JSON.stringify(
        items.map((item, ord) => ({
          ord,
          platform_id: item.platformId,
          activity_id: item.forum.activityId,
          trail_id: item.forum.trailId,
          author_id: item.authorId,
          main: item.mainComment,
          body: item.body,
          anonymous: item.anonymous,
          as_student: item.asStudent,
        })),
      );
      const result = await tx.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(
            ord int, platform_id uuid, activity_id uuid, trail_id text, author_id uuid, main bigint, body text, anonymous boolean,
            as_student boolean)
        ), parented as (
          -- A scalar sub-select is an index probe per reply, whatever the planner believes of the table's size.
          select i.*, case when i.main = 0 then null else (
            select coalesce(p.parent_id, p.id) from ${c} p
            where p.id = i.main and p.platform_id = i.platform_id
              and p.activity_id = i.activity_id and p.trail_id = i.trail_id
          ) end as root
          from input i
        ), checked as (
          select p.*, case
            when a.id is null or (p.as_student and not exists (
              select 1 from ${activityStudents} s
              where s.activity_id = p.activity_id and s.student_id = p.author_id and s.platform_id = p.platform_id
            )) then 'activityNotFound'
            when p.as_student and (a.concluded_at is not null or a.archived_at is not null) then 'forumClosed'
            when p.main <> 0 and p.root is null then 'commentNotFound'
          end as refused
          from parented p
          left join ${activities} a on a.id = p.activity_id and a.platform_id = p.platform_id
        ), accepted as materialized (
          select k.*, nextval('forum_comments_id_seq') as new_id from checked k where k.refused is null
        ), inserted as (
          insert into ${c} (id, platform_id, activity_id, trail_id, author_id, parent_id, body, anonymous)
          select new_id, platform_id, activity_id, trail_id, author_id, root, body, anonymous from accepted
          returning id, created_at
        )
        select a.ord, null as refused, a.new_id::text as id, a.root::text as parent_id,
               (extract(epoch from ins.created_at) * 1000)::float8 as created_ms,
               u.name as author_name, u.avatar_url as author_avatar, u.role as author_role
        from accepted a
        join inserted ins on ins.id = a.new_id
        join ${users} u on u.id = a.author_id
        union all
        select ord, refused, null, null, null, null, null, null from checked where refused is not null`);
      const rows = rowsOf<InsertedRow>(result);
      const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
      return items.map((item, ord): InsertedComment => {
        const row = byOrd.get(ord);
        if (!row || row.refused !== null) return { refused: row?.refused ?? 'activityNotFound' };
        return {
          comment: {
            id: Number(row.id),
            parent_id: row.parent_id === null ? null : Number(row.parent_id),
            body: item.body,
            anonymous: item.anonymous,
            reached_purpose: false,
            created_at: new Date(Number(row.created_ms)),
            author_id: item.authorId,
            author_name: row.author_name,
            author_avatar: row.author_avatar,
            author_role: row.author_role,
            applause: 0,
            applauded: false,
            favorite: false,
          },
        };
      });
    },

    /**
     * A page of threads, newest first, each with all its replies: one statement. `before` is the
     * last top-level id the client holds; `favoritesOnly` keeps threads the viewer bookmarked
     * (the top-level comment or one of its replies); `authorId` those this person wrote or replied to.
     */
    async page(
      platformId: string,
      forum: ForumRef,
      viewerId: string,
      options: { before?: number; favoritesOnly: boolean; authorId?: string; limit: number },
    ): Promise<CommentRow[]> {
      const reply = alias(forumComments, 'reply');
      const favoriteOf = (commentId: SQL | typeof c.id) =>
        and(eq(forumFavorites.comment_id, commentId), eq(forumFavorites.user_id, viewerId));
      const bookmarked = exists(
        db
          .select({ one: sql`1` })
          .from(forumFavorites)
          .where(
            and(
              eq(forumFavorites.user_id, viewerId),
              or(
                eq(forumFavorites.comment_id, c.id),
                inArray(
                  forumFavorites.comment_id,
                  db.select({ id: reply.id }).from(reply).where(eq(reply.parent_id, c.id)),
                ),
              ),
            ),
          ),
      );
      const takenPartBy = (authorId: string) =>
        or(
          eq(c.author_id, authorId),
          exists(
            db
              .select({ one: sql`1` })
              .from(reply)
              .where(and(eq(reply.parent_id, c.id), eq(reply.author_id, authorId))),
          ),
        );
      const threads = db.$with('threads').as(
        db
          .select({ id: c.id })
          .from(c)
          .where(
            and(
              inForum(platformId, forum),
              isNull(c.parent_id),
              options.before ? lt(c.id, options.before) : undefined,
              options.favoritesOnly ? bookmarked : undefined,
              options.authorId ? takenPartBy(options.authorId) : undefined,
            ),
          )
          .orderBy(desc(c.id))
          .limit(options.limit),
      );
      const threadIds = db.select({ id: threads.id }).from(threads);
      return db
        .with(threads)
        .select({
          ...returned,
          author_name: users.name,
          author_avatar: users.avatar_url,
          author_role: users.role,
          applause:
            sql<number>`(select count(*) from ${forumApplause} where ${forumApplause.comment_id} = ${c.id})`.mapWith(
              Number,
            ),
          applauded: exists(
            db
              .select({ one: sql`1` })
              .from(forumApplause)
              .where(and(eq(forumApplause.comment_id, c.id), eq(forumApplause.user_id, viewerId))),
          ).mapWith(Boolean),
          favorite: exists(db.select({ one: sql`1` }).from(forumFavorites).where(favoriteOf(c.id))).mapWith(Boolean),
        })
        .from(c)
        .innerJoin(users, eq(users.id, c.author_id))
        .where(and(eq(c.platform_id, platformId), or(inArray(c.id, threadIds), inArray(c.parent_id, threadIds))))
        .orderBy(c.id) as Promise<CommentRow[]>;
    },

    async hasCommented(platformId: string, forum: ForumRef, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: c.id })
        .from(c)
        .where(and(inForum(platformId, forum), eq(c.author_id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The comment with what the access checks need. */
    async findComment(platformId: string, commentId: number) {
      const [row] = await db
        .select({
          id: c.id,
          activity_id: c.activity_id,
          trail_id: c.trail_id,
          author_id: c.author_id,
          author_role: users.role,
          // Aliased as r, the inner table hides its name: the qualified columns are the outer comment's.
          repliedByOthers: sql<boolean>`exists (select 1 from ${c} r where r.parent_id = ${c.id} and r.author_id <> ${c.author_id})`,
        })
        .from(c)
        .innerJoin(users, eq(users.id, c.author_id))
        .where(and(eq(c.platform_id, platformId), eq(c.id, commentId)));
      return row ?? null;
    },

    /** Idempotent; returns the comment's applause count. */
    async applaud(platformId: string, commentId: number, userId: string): Promise<number> {
      await db
        .insert(forumApplause)
        .values({ platform_id: platformId, comment_id: commentId, user_id: userId })
        .onConflictDoNothing();
      const [row] = await db
        .select({ total: count() })
        .from(forumApplause)
        .where(eq(forumApplause.comment_id, commentId));
      return row?.total ?? 0;
    },

    async setFavorite(platformId: string, commentId: number, userId: string, favorite: boolean): Promise<void> {
      if (favorite) {
        await db
          .insert(forumFavorites)
          .values({ platform_id: platformId, comment_id: commentId, user_id: userId })
          .onConflictDoNothing();
        return;
      }
      await db
        .delete(forumFavorites)
        .where(
          and(
            eq(forumFavorites.platform_id, platformId),
            eq(forumFavorites.comment_id, commentId),
            eq(forumFavorites.user_id, userId),
          ),
        );
    },

    async setReachedPurpose(platformId: string, commentId: number, value: boolean): Promise<void> {
      await db
        .update(c)
        .set({ reached_purpose: value })
        .where(and(eq(c.platform_id, platformId), eq(c.id, commentId)));
    },

    /**
     * Removes the comment with its replies, applause and bookmarks. Returns the authors it leaves
     * with no comment in a forum activity, whose comment there was their delivery.
     */
    async remove(platformId: string, commentId: number, tx: Executor = db): Promise<ForumAuthor[]> {
      const result = await tx.execute(sql`
        with removed as (
          delete from ${c} where platform_id = ${platformId} and (id = ${commentId} or parent_id = ${commentId})
          returning id, activity_id, trail_id, author_id
        ), authors as (
          select distinct activity_id, author_id from removed where trail_id = ''
        )
        select r.activity_id::text as "activityId", r.author_id::text as "studentId"
        from authors r
        join ${activities} a on a.id = r.activity_id and a.platform_id = ${platformId} and a.kind = 'forum'
        -- The statement still sees the removed rows: they are left out by id.
        where not exists (
          select 1 from ${c} k
          where k.activity_id = r.activity_id and k.trail_id = '' and k.author_id = r.author_id
            and k.id not in (select id from removed)
        )`);
      return rowsOf<ForumAuthor>(result);
    },

    /** Per assigned student: comments, applause received and comments that reached the purpose. */
    async participation(platformId: string, activityId: string, trailId: string | undefined) {
      const ofStudent = and(
        eq(c.activity_id, activityId),
        eq(c.author_id, users.id),
        trailId === undefined ? undefined : eq(c.trail_id, trailId),
      );
      return db
        .select({
          student_id: users.id,
          name: users.name,
          username: users.username,
          total_comments: sql<number>`(select count(*) from ${c} where ${ofStudent})`.mapWith(Number),
          total_applause:
            sql<number>`(select count(*) from ${forumApplause} inner join ${c} on ${c.id} = ${forumApplause.comment_id} where ${ofStudent})`.mapWith(
              Number,
            ),
          reached_purpose: sql<number>`(select count(*) from ${c} where ${ofStudent} and ${c.reached_purpose})`.mapWith(
            Number,
          ),
        })
        .from(activityStudents)
        .innerJoin(users, eq(users.id, activityStudents.student_id))
        .where(and(eq(activityStudents.platform_id, platformId), eq(activityStudents.activity_id, activityId)))
        .orderBy(users.name, users.username);
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
