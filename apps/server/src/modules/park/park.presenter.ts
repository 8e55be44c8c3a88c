import type { ParkArcade, ParkCheckout, ParkGame, ParkStatementLine, ParkTicket } from '@ava/contracts';
import type { ArcadeRow, ParkGameRow, SpendRow, StatementLineRow } from './park.repository.ts';

export function presentTicket(row: Pick<SpendRow, 'id' | 'day' | 'credits' | 'checked_in_at'>): ParkTicket {
  return {
    id: row.id,
    day: row.day ?? '',
    price: row.credits,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
  };
}

export function presentCheckout(row: Pick<SpendRow, 'id' | 'game_id' | 'credits' | 'created_at'>): ParkCheckout {
  return { id: row.id, game_id: row.game_id ?? '', price: row.credits, date: row.created_at.toISOString() };
}

export function presentGame(row: ParkGameRow): ParkGame {
  return {
    id: row.id,
    oed_content_id: row.content_id,
    title: row.title,
    description: row.description,
    price: row.price,
    best_score: row.best_score,
  };
}

export function presentArcade(row: ArcadeRow, title: string): ParkArcade {
  return {
    id: row.id,
    checkout_id: row.checkout_id,
    game_id: row.game_id,
    title,
    score: row.score,
    right_rounds: row.right_rounds,
    total_rounds: row.total_rounds,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export function presentLine(row: StatementLineRow): ParkStatementLine {
  return { id: row.id, date: row.date.toISOString(), event: row.event, type: row.type, value: row.value };
}
