import type { TrailDetail, TrailItem } from '@ava/contracts';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A step as the server answers it. */
export const trailItem = (n: number, title: string, overrides: Partial<TrailItem> = {}): TrailItem => ({
  trail_id: uuid(n),
  trail_title: title,
  trail_type: 'text',
  trail_content: `<p>${title}</p>`,
  trail_order: n,
  trail_files: [],
  trail_editor_files: [],
  trail_questions: [],
  challenge_title: null,
  ...overrides,
});

/** A trail of the caller as GET /learning_trails/details answers it. */
export function trailWith(items: TrailItem[], overrides: Partial<TrailDetail> = {}): TrailDetail {
  return {
    id: uuid(999),
    external_id: 'trilha-1',
    title: 'Trilha das frações',
    image_url: null,
    layout: '',
    status: 3,
    author: { id: uuid(900), name: 'Paula Mendes' },
    is_author: true,
    bncc: {},
    keywords: [],
    classifications: [],
    favorite: false,
    rating: null,
    user_rating: null,
    total_steps: items.length,
    created_at: '2026-03-01T12:00:00.000Z',
    guidance: '',
    cdn: '',
    tags: [],
    pcd_sign: false,
    pcd_voice: false,
    trails: items,
    ...overrides,
  };
}
