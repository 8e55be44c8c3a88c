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

export interface NewComment {
  platformId: string;
  forum: ForumRef;
  authorId: string;
  /** 0 for a top-level comment, else the comment answered. */
  mainComment: number;
  body: string;
  anonymous: boolean;
  /** When the comment counts as the author's delivery (a student's in a forum activity); null otherwise. */
  deliveredAt: Date | null;
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

interface InsertedRow {
  ord: number;
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
     * its author's name, or null for a reply whose comment is not in the same forum, or when the
     * activity is gone or (for a student) concluded or archived by now, or the student no longer
     * assigned. A reply to a reply joins its thread's top-level comment. A comment with `deliveredAt`
     * also marks its author's row of the activity sent, as an answer sent does, keeping an earlier
     * delivery date.
     */
    async insertComments(items: NewComment[]): Promise<(CommentRow | null)[]> {
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
          delivered_at: item.deliveredAt?.toISOString() ?? null,
          as_student: item.asStudent,
        })),
      );
      const result = await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(
            ord int, platform_id uuid, activity_id uuid, trail_id text, author_id uuid, main bigint, body text, anonymous boolean,
            delivered_at timestamptz, as_student boolean)
        ), parented as (
          -- A scalar sub-select is an index probe per reply, whatever the planner believes of the table's size.
          select i.*, case when i.main = 0 then null else (
            select coalesce(p.parent_id, p.id) from ${c} p
            where p.id = i.main and p.platform_id = i.platform_id
              and p.activity_id = i.activity_id and p.trail_id = i.trail_id
          ) end as root
          from input i
        ), accepted as materialized (
          select p.*, nextval('forum_comments_id_seq') as new_id from parented p
          where (p.main = 0 or p.root is not null)
            -- The access check may be seconds old: the activity, and a student's place in it, are read
            -- again as the comment is stored.
            and exists (
              select 1 from ${activities} a where a.id = p.activity_id and a.platform_id = p.platform_id
                and (not p.as_student or (a.concluded_at is null and a.archived_at is null))
            )
            and (not p.as_student or exists (
              select 1 from ${activityStudents} s
              where s.activity_id = p.activity_id and s.student_id = p.author_id and s.platform_id = p.platform_id
            ))
        ), inserted as (
          insert into ${c} (id, platform_id, activity_id, trail_id, author_id, parent_id, body, anonymous)
          select new_id, platform_id, activity_id, trail_id, author_id, root, body, anonymous from accepted
          returning id, created_at
        ), delivered as (
          update ${activityStudents} s set status = 3, draft = false, delivered_at = coalesce(s.delivered_at, a.delivered_at)
          from accepted a
          where a.delivered_at is not null and s.platform_id = a.platform_id and s.activity_id = a.activity_id
            and s.student_id = a.author_id and s.status <> 3
        )
        select a.ord, a.new_id::text as id, a.root::text as parent_id,
               (extract(epoch from ins.created_at) * 1000)::float8 as created_ms,
               u.name as author_name, u.avatar_url as author_avatar, u.role as author_role
        from accepted a
        join inserted ins on ins.id = a.new_id
        join ${users} u on u.id = a.author_id`);
      const rows = rowsOf<InsertedRow>(result);
      const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
      return items.map((item, ord) => {
        const row = byOrd.get(ord);
        if (!row) return null;
        return {
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
        };
      });
    },

    /**
     * A page of threads, newest first, each with all its replies: one statement. `before` is the
     * last top-level id the client holds; `favoritesOnly` keeps threads the viewer bookmarked
     * (the top-level comment or one of its replies).
     */
    async page(
      platformId: string,
      forum: ForumRef,
      viewerId: string,
      options: { before?: number; favoritesOnly: boolean; limit: number },
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
     * Removes the comment with its replies, applause and bookmarks. A student left with no comment in
     * a forum activity has delivered nothing any more: their row, sent by a comment, is active again,
     * and its grade no longer stands (as after a redo, the pokz already given stay).
     */
    async remove(platformId: string, commentId: number): Promise<void> {
      await db.execute(sql`
        with removed as (
          delete from ${c} where platform_id = ${platformId} and (id = ${commentId} or parent_id = ${commentId})
          returning id, activity_id, trail_id, author_id
        ), authors as (
          select distinct activity_id, author_id from removed where trail_id = ''
        )
        update ${activityStudents} s
        set status = 1, delivered_at = null, score = null, evaluated_at = null, reached_goal = false
        from authors r
        join ${activities} a on a.id = r.activity_id and a.kind = 'forum'
        where s.activity_id = r.activity_id and s.student_id = r.author_id and s.status = 3
          -- The statement still sees the removed rows: they are left out by id.
          and not exists (
            select 1 from ${c} k
            where k.activity_id = r.activity_id and k.trail_id = '' and k.author_id = r.author_id
              and k.id not in (select id from removed)
          )`);
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
