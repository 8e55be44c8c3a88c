import { addStrings } from '../../i18n/vocabulary.ts';

export const PDF_VIEWER_NAMESPACE = 'pdfViewer';

/** Document 3 section 2 'PDF viewer': the toolbar's labels. Loaded with the first screen that shows a PDF. */
addStrings(PDF_VIEWER_NAMESPACE, {
  toolbar: 'Controles do PDF',
  previous: 'Página anterior',
  next: 'Próxima página',
  page: 'Página',
  pageOf: 'de {{count}}',
  zoomIn: 'Aumentar zoom',
  zoomOut: 'Diminuir zoom',
  fitWidth: 'Ajustar à largura',
  zoomLevel: 'Zoom: {{percent}}%',
  fullscreen: 'Tela cheia',
  exitFullscreen: 'Sair da tela cheia',
  download: 'Baixar',
  print: 'Imprimir',
  loading: 'Carregando PDF…',
  failure: 'Não foi possível abrir o PDF.',
  retry: 'Tentar novamente',
  pageShown: 'Página {{page}} de {{count}}',
});
