import type { LibraryCardType } from '@ava/contracts';

/** The library's screens by menu slug (document 1 section 3, map sub-area info, and 'audios'). */
export const LIBRARY_SLUGS: Readonly<Record<LibraryCardType, string>> = {
  digitalClasses: 'aulas-digitais',
  digitalBooks: 'livros-digitais',
  miscellaneous: 'materiais-diversos',
  audios: 'audios',
};

/**
 * The grade filter's two values that are not a grade: none in the address means the caller's own
 * grades (all when they have none), 'todas' asks for every grade.
 */
export const MY_GRADES = '';
export const ALL_GRADES = 'todas';
