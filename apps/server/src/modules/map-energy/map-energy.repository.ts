import { type EnergyEventKind, MAX_MAP_ENERGY } from '@ava/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../identity/identity.tables.ts';
import { mapEnergyEvents } from './map-energy.tables.ts';

export interface EnergyEventValues {
  platformId: string;
  userId: string;
  kind: EnergyEventKind;
  /** Energy the event adds before the cap (ENERGY_GAIN of its kind; never negative). */
  gain: number;
  source: string;
  userMap: string | null;
  at: Date;
}

export function createMapEnergyRepository(db: Executor) {
  return {
    async energyOf(platformId: string, userId: string): Promise<number | null> {
      const [row] = await db
        .select({ energy: users.interactive_map_energy })
        .from(users)
        .where(and(eq(users.platform_id, platformId), eq(users.id, userId)));
      return row?.energy ?? null;
    },

    /**
     * Records events and adds their energy to each user's total, capped at MAX_MAP_ENERGY, in one
     * statement. The users' rows are locked as an UPDATE locks them (other inserts' foreign-key checks
     * do not wait), in id order (two batches cannot deadlock), and read at their latest committed
     * value; each event's total is that energy plus the gains of the user's events up to it, in the
     * given order, and the row keeps the last. Answers, per event, the energy after it; null when
     * the user is not on that platform.
     */
    async record(events: EnergyEventValues[]): Promise<(number | null)[]> {
      const input = JSON.stringify(
        events.map((event, ord) => ({
          ord,
          platform_id: event.platformId,
          user_id: event.userId,
          kind: event.kind,
          gain: event.gain,
          source: event.source,
          user_map: event.userMap,
          at: event.at.toISOString(),
        })),
      );
      const result = await db.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(
            ord int, platform_id uuid, user_id uuid, kind text, gain int, source text, user_map text, at timestamptz)
        ), locked as (
          select u.id, u.platform_id, u.interactive_map_energy as energy
          from ${users} u
          where u.id in (select user_id from input)
          order by u.id
          for no key update
        ), steps as (
          select i.*, l.energy + sum(i.gain) over (partition by i.user_id order by i.ord) as raw
          from input i
          join locked l on l.id = i.user_id and l.platform_id = i.platform_id
        ), capped as (
          select s.*,
                 least(${MAX_MAP_ENERGY}, greatest(0, s.raw)) as energy_after,
                 least(${MAX_MAP_ENERGY}, greatest(0, s.raw - s.gain)) as energy_before
          from steps s
        ), events as (
          insert into ${mapEnergyEvents} (platform_id, user_id, kind, source, user_map, gained, created_at, updated_at)
          select platform_id, user_id, kind, source, user_map, energy_after - energy_before, at, at from capped
        ), totals as (
          select distinct on (user_id) user_id, energy_after from capped order by user_id, ord desc
        ), updated as (
          update ${users} u set interactive_map_energy = t.energy_after
          from totals t
          where u.id = t.user_id and u.interactive_map_energy <> t.energy_after
        )
        select ord, energy_after from capped`);
      const rows = rowsOf<{ ord: number; energy_after: number | string }>(result);
      const byOrd = new Map(rows.map((row) => [Number(row.ord), Number(row.energy_after)]));
      return events.map((_, ord) => byOrd.get(ord) ?? null);
    },
  };
}

export type MapEnergyRepository = ReturnType<typeof createMapEnergyRepository>;
