import type { LibraryCardType } from '@ava/contracts';

/** The library's screens by menu slug (document 1 section 3, map sub-area info, and 'audios'). */
export const LIBRARY_SLUGS: Readonly<Record<LibraryCardType, string>> = {
  digitalClasses: 'aulas-digitais',
  digitalBooks: 'livros-digitais',
  miscellaneous: 'materiais-diversos',
  audios: 'audios',
};
