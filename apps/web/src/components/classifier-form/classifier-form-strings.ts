import { TRAIL_KEYWORDS_HINT, TRAIL_KEYWORDS_PLACEHOLDER } from '@ava/contracts';
import { addStrings } from '../../i18n/vocabulary.ts';

export const CLASSIFIER_FORM_NAMESPACE = 'classifier-form';

/** Strings of the classifier step the exam and trail wizards share (document 3 section 3 'Classifier'). */
addStrings(CLASSIFIER_FORM_NAMESPACE, {
  bncc: 'BNCC',
  bnccCode: 'Código BNCC',
  bnccDescription: 'Descrição da habilidade',
  addBncc: 'Adicionar BNCC',
  removeBncc: 'Remover {{code}}',
  keywords: 'Palavras-chave',
  keywordsHint: TRAIL_KEYWORDS_HINT,
  keywordsPlaceholder: TRAIL_KEYWORDS_PLACEHOLDER,
  grades: 'Séries',
  tags: 'Tags',
  tagsHint: 'Separe as tags por vírgula (tecle ENTER para adicionar)',
  tagsPlaceholder: 'Ex.: revisão, 1º bimestre',
  pcdSign: 'Acessível em Libras',
  pcdVoice: 'Acessível por voz',
  save: 'Salvar classificação',
});
