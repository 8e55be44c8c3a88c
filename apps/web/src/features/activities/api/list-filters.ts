import type { ActivityKind } from '@ava/contracts';

/** Filters of the activity lists, as the screens hold them. */
export interface ListFilters {
  kinds: ActivityKind[];
  teacher: string;
}

export const NO_FILTERS: ListFilters = { kinds: [], teacher: '' };

/** The list filters as query parameters: empty values are dropped by the http client. */
export function filterQuery(filters: ListFilters) {
  return { activity_type: filters.kinds.join(','), teacher: filters.teacher };
}
