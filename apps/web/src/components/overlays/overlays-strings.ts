import { addStrings } from '../../i18n/vocabulary.ts';

export const OVERLAYS_NAMESPACE = 'overlays';

/** Loaded with the first screen that opens one of these overlays. */
addStrings(OVERLAYS_NAMESPACE, {
  ok: 'Ok',
  cancel: 'Cancelar',
  status: { success: 'Sucesso', error: 'Erro', warning: 'Atenção' },
  delete: {
    title: 'Excluir',
    message: 'Tem certeza que deseja excluir? Esta ação não pode ser desfeita.',
    messageNamed: 'Tem certeza que deseja excluir "{{name}}"? Esta ação não pode ser desfeita.',
    confirm: 'Excluir',
  },
  cancelEdition: {
    title: 'Cancelar edição',
    message: 'Tem certeza que deseja sair? As alterações não salvas serão perdidas.',
    keepEditing: 'Continuar editando',
    discard: 'Sair sem salvar',
  },
  soon: {
    title: 'Em breve!',
    message: 'Esta funcionalidade estará disponível em breve.',
  },
  warnFeatures: {
    title: 'Atenção',
    confirm: 'Entendi',
  },
  zoom: {
    image: 'Imagem ampliada',
    zoomIn: 'Aproximar imagem',
    zoomOut: 'Afastar imagem',
    video: 'Vídeo',
    openVideo: 'Abrir o vídeo em outra aba',
  },
  sidePanel: { reload: 'Recarregar' },
});
