import type { ActivityCreationDraft, Draft, DraftKind } from '@ava/contracts';
import type { DraftRow } from './drafts.repository.ts';

export function presentDraft(row: DraftRow): Draft {
  return {
    kind: row.kind as DraftKind,
    payload: row.payload as ActivityCreationDraft,
    updated_at: row.updated_at.toISOString(),
  };
}
