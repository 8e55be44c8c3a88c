/** Interests a user may mark on their profile (POST /profile/categories). */
export const INTEREST_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Artes' },
  { id: 2, name: 'Ciências' },
  { id: 3, name: 'Culinária' },
  { id: 4, name: 'Esportes' },
  { id: 5, name: 'Games' },
  { id: 6, name: 'História' },
  { id: 7, name: 'Idiomas' },
  { id: 8, name: 'Leitura' },
  { id: 9, name: 'Matemática' },
  { id: 10, name: 'Meio ambiente' },
  { id: 11, name: 'Música' },
  { id: 12, name: 'Tecnologia' },
];

/**
 * The free dashboard backgrounds every student may choose (platforms with the customBackground
 * flag show the choice); the store sells pictures besides.
 */
export const BACKGROUNDS: readonly { id: string; name: string; colors: [string, string] }[] = [
  { id: 'ceu', name: 'Céu', colors: ['#A1C4FD', '#C2E9FB'] },
  { id: 'floresta', name: 'Floresta', colors: ['#43E97B', '#38F9D7'] },
  { id: 'por-do-sol', name: 'Pôr do sol', colors: ['#FA709A', '#FEE140'] },
  { id: 'oceano', name: 'Oceano', colors: ['#2E3192', '#1BFFFF'] },
  { id: 'espaco', name: 'Espaço', colors: ['#0F2027', '#2C5364'] },
  { id: 'doce', name: 'Doce', colors: ['#F8CDDA', '#A18CD1'] },
];
