import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.ts';

/**
 * The durable job queue: a row per job still to run (or that failed for good). A runner claims
 * due rows with FOR UPDATE SKIP LOCKED, so several server instances share the work; a finished
 * job's row is deleted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** The handler that runs it, e.g. `notifications.fanout`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** Set while a runner holds it; a claim older than the lease is taken over (the runner died). */
    locked_at: timestamp('locked_at', { withTimezone: true }),
    locked_by: text('locked_by'),
    last_error: text('last_error'),
    /** Set when the last attempt failed: the row stays for whoever investigates. */
    failed_at: timestamp('failed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.run_at).where(sql`${t.failed_at} is null`)],
);
