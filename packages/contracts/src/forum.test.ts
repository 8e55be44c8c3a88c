import { describe, expect, it } from 'vitest';
import { forumAvatarUrl, forumListQuerySchema, forumNewCommentSchema } from './forum.ts';

describe('forumAvatarUrl', () => {
  it("drops the query of a game-server avatar and adds '_avatar.jpg'", () => {
    expect(forumAvatarUrl('/api/games/avatars/12?size=2&v=3')).toBe('/api/games/avatars/12_avatar.jpg');
    expect(forumAvatarUrl('/api/games/avatars/12')).toBe('/api/games/avatars/12_avatar.jpg');
    expect(forumAvatarUrl('/api/games/avatars/12_avatar.jpg?v=1')).toBe('/api/games/avatars/12_avatar.jpg');
    expect(forumAvatarUrl('https://fun.example.com/a/9?x=1', 'https://fun.example.com/')).toBe(
      'https://fun.example.com/a/9_avatar.jpg',
    );
  });
  it('keeps other avatars as they are', () => {
    expect(forumAvatarUrl('https://cdn.escola.br/foto.png?v=1')).toBe('https://cdn.escola.br/foto.png?v=1');
    expect(forumAvatarUrl('/api/gamesx/a?b=1')).toBe('/api/gamesx/a?b=1');
    expect(forumAvatarUrl(null)).toBeNull();
    expect(forumAvatarUrl('')).toBeNull();
  });
});

describe('forum schemas', () => {
  const activity = '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  it('defaults a new comment to a top-level, signed comment that raises energy', () => {
    expect(forumNewCommentSchema.parse({ activity, comment: '<p>x</p>' })).toEqual({
      activity,
      comment: '<p>x</p>',
      main_comment: 0,
      anonymous: false,
      ignore_energy: false,
    });
  });
  it('reads page 0 as the first page and query flags as booleans', () => {
    expect(forumListQuerySchema.parse({ activity, page: '0', favorite: '1' })).toEqual({ activity, favorite: true });
    expect(forumListQuerySchema.parse({ activity, page: '42', favorite: 'false' })).toEqual({
      activity,
      page: 42,
      favorite: false,
    });
    expect(forumListQuerySchema.safeParse({ activity, page: '1.5' }).success).toBe(false);
  });
});
