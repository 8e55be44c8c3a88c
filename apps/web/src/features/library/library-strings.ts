import { addStrings } from '../../i18n/vocabulary.ts';

export const LIBRARY_NAMESPACE = 'library';

addStrings(LIBRARY_NAMESPACE, {
  titles: {
    digitalClasses: 'Aulas digitais',
    digitalBooks: 'Livros digitais',
    miscellaneous: 'Materiais diversos',
    audios: 'Áudios',
  },
  search: {
    label: 'Pesquisar',
    placeholder: 'Digite o que procura',
    submit: 'Buscar',
    grade: 'Série',
    subject: 'Componente curricular',
    bncc: 'BNCC',
    all: 'Todos',
    myGrades: 'Minhas séries',
    allGrades: 'Todas as séries',
    favorites: 'Somente favoritos',
    clear: 'Limpar filtros',
  },
  results: {
    count_one: '{{count}} resultado',
    count_other: '{{count}} resultados',
    empty: 'Nenhum conteúdo encontrado. Tente outras palavras ou filtros.',
    loadError: 'Não foi possível carregar os conteúdos.',
    open: 'Abrir: {{title}}',
  },
  favorite: { add: 'Favoritar', remove: 'Remover dos favoritos' },
  details: {
    back: 'Voltar para a lista',
    loadError: 'Não foi possível abrir este conteúdo.',
    attachments: 'Anexos',
    report: 'Reportar Erro',
    download: 'Baixar',
    noFile: 'Este conteúdo não tem arquivo.',
  },
  audio: { volume: 'Volume', player: 'Reprodutor de áudio' },
});
