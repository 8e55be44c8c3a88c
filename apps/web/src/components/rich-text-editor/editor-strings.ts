import { addStrings } from '../../i18n/vocabulary.ts';
import { PASTED_IMAGE_WARNING } from './editor-rules.ts';

export const EDITOR_NAMESPACE = 'editor';

/** Loaded with the editor's chunk, not with the first page. */
addStrings(EDITOR_NAMESPACE, {
  toolbar: 'Formatação do texto',
  undo: 'Desfazer',
  redo: 'Refazer',
  bold: 'Negrito',
  italic: 'Itálico',
  underline: 'Sublinhado',
  strike: 'Tachado',
  fontSize: 'Tamanho da fonte',
  alignLeft: 'Alinhar à esquerda',
  alignCenter: 'Centralizar',
  alignRight: 'Alinhar à direita',
  alignJustify: 'Justificar',
  bulletList: 'Lista com marcadores',
  orderedList: 'Lista numerada',
  quote: 'Citação',
  link: 'Inserir link',
  unlink: 'Remover link',
  linkAddress: 'Endereço do link',
  linkInvalid: 'O link deve começar com http:// ou https://',
  linkNeedsSelection: 'Selecione o texto do link',
  apply: 'Aplicar',
  cancel: 'Cancelar',
  image: 'Inserir imagem',
  imageAlt: 'Imagem',
  uploading: 'Enviando imagem…',
  pastedImage: PASTED_IMAGE_WARNING,
});
