import { addStrings } from '../../i18n/vocabulary.ts';

export const SCHOOL_DIRECTORY_NAMESPACE = 'schoolDirectory';

addStrings(SCHOOL_DIRECTORY_NAMESPACE, {
  title: 'Turmas',
  classroom: 'Turma',
  noClassrooms: 'Você ainda não tem turmas.',
  students: 'Alunos da turma',
  name: 'Nome',
  username: 'Usuário',
  email: 'E-mail',
  actions: 'Ações',
  blocked: 'Bloqueado',
  edit: 'Editar',
  resetPassword: 'Redefinir senha',
  cancel: 'Cancelar',
  save: 'Salvar',
  done: 'Entendi',
  editTitle: 'Editar aluno',
  resetTitle: 'Redefinir a senha de {{name}}',
  resetHint: 'O aluno sairá de todos os aparelhos e entrará com a nova senha.',
  typePassword: 'Digitar a nova senha',
  generatePassword: 'Gerar uma senha automaticamente',
  newPassword: 'Nova senha',
  generatedTitle: 'Senha gerada',
  generatedHint: 'Anote e entregue ao aluno: ela não será mostrada de novo.',
});
