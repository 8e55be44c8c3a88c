/** The error catalogue of document 1 section 8 and document 3 section 8. */
export const STATUS_MESSAGES = {
  400: 'Verifique as informações e tente novamente.',
  401: 'Credenciais inválidas.',
  403: 'Não foi possível concluir a sua requisição.',
  404: 'O serviço que você tentou acessar não foi encontrado',
  498: 'Token inválido.',
  499: 'A requisição foi cancelada.',
  500: 'Houve um erro interno.',
  503: 'Serviço indisponível.',
} as const;

export type CatalogueStatus = keyof typeof STATUS_MESSAGES;

export const UNKNOWN_ERROR_MESSAGE = 'Ocorreu um erro inesperado.';
/** Network failures with no response are reported with this status. */
export const UNKNOWN_STATUS = 520;
export const INVALID_TOKEN_STATUS = 498;
export const CANCELLED_STATUS = 499;

export function messageForStatus(status: number): string {
  return (STATUS_MESSAGES as Record<number, string>)[status] ?? UNKNOWN_ERROR_MESSAGE;
}

/** A message supplied by the server (body.message, body.error or a plain-text body) wins. */
export function messageFromResponse(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof error === 'string' && error !== '') return error;
  }
  return messageForStatus(status);
}

export const MESSAGES = {
  noMenus: 'Usuário não possui menus.',
  emailTaken: 'O e-mail já está em uso.',
  usernameTaken: 'O nome de usuário já está em uso.',
  invalidPartnerCode: 'O código digitado é inválido.',
  resetTokenInvalid: 'Token inválido',
  resetPasswordInvalid: 'Senha inválida',
  resetEmailNotFound: 'E-mail não encontrado, verifique o usuário digitado ou contate o suporte.',
  accountConfirmed: 'Sua conta foi confirmada com sucesso! Faça login para continuar.',
  renderFailure: 'Ops! Algo deu errado.',
  renderRetry: 'Tente de novo',
  addressNotFound: 'Ops! O endereço não foi encontrado, por favor verifique-o e tente novamente.',
  exportFailure: 'Ocorreu um erro ao exportar os dados, tente novamente!',
  emptyTable: 'Nenhum dado encontrado',
  addressLookupFailure: 'Erro ao buscar endereço',
  tooManyLoginAttempts: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  platformMismatch: 'Esta sessão pertence a outra plataforma.',
  loginSuccess: 'Login realizado com sucesso.',
  signOutSuccess: 'Sessão encerrada com sucesso.',
  requiredField: 'Esse campo é obrigatório',
  invalidComment: 'Digite um comentário válido',
  tooManyRequests: 'Muitas requisições. Aguarde um pouco e tente novamente.',
  fileTooLarge: 'O arquivo excede o tamanho máximo permitido.',
  requestTooLarge: 'O conteúdo enviado excede o tamanho máximo permitido.',
  fileTypeRefused: 'Tipo de arquivo não permitido.',
  fileMissing: 'Selecione um arquivo para enviar.',
  fileNotFound: 'Arquivo não encontrado.',
  fileLinkInvalid: 'Link de arquivo inválido.',
  fileLinkExpired: 'Este link de arquivo expirou. Recarregue a página para abri-lo de novo.',
  tooManyFiles: 'Envie no máximo 10 arquivos de uma vez.',
  oneFileOnly: 'Envie um arquivo por vez.',
  activityNotFound: 'Atividade não encontrada.',
  activityInvalidDates: 'A data de término deve ser posterior à data de início.',
  activityStudentsNotInClassroom: 'Há alunos que não pertencem à turma.',
  activityKindLocked: 'O tipo de uma atividade publicada não pode ser alterado.',
  activityPublished: 'Esta atividade já foi publicada: altere-a pela edição, não pelas etapas de criação.',
  activityStudentNotAssigned: 'O aluno não está atribuído a esta atividade.',
  activityStudentAddedAndRemoved: 'Um aluno não pode ser incluído e removido ao mesmo tempo.',
  activityIncomplete: 'Conclua as etapas anteriores antes de publicar a atividade.',
  activityNoStudents: 'Selecione ao menos um aluno.',
  activityClosedForRedo: 'Esta atividade foi concluída ou arquivada: não é possível pedir que o aluno refaça.',
  activityWrongService: 'Este tipo de atividade não é criado por este serviço.',
  activityClassroomNotAllowed: 'Você não leciona nesta turma.',
  onePhotoOnly: 'Envie apenas uma imagem.',
  noPhotoToShow: 'Envie uma foto antes de escolhê-la como imagem de perfil.',
  studentsOnly: 'Disponível apenas para alunos.',
  responsiblesLimit: 'Você já cadastrou o número máximo de responsáveis.',
  responsibleNotFound: 'Responsável não encontrado.',
  invalidShortcut: 'Escolha atalhos do seu menu.',
  invalidCategory: 'Escolha interesses da lista.',
  backgroundNotFound: 'Plano de fundo não encontrado.',
  backgroundNotOwned: 'Você ainda não tem este fundo. Compre-o na loja, na categoria Fundos.',
  backgroundsOff: 'Esta plataforma não permite escolher o fundo.',
  delegatedProfileImage: 'Ao entrar como responsável, não é possível trocar a imagem de perfil do dependente.',
  dependentsLimit: 'Você atingiu o limite de dependentes do seu plano.',
  dependentNotFound: 'Dependente não encontrado.',
  dependentManagedBySchool: 'Esta conta é administrada pela escola.',
  dependentManagedByGuardian: 'Este dependente foi cadastrado por você: exclua a conta para removê-lo.',
  paymentLinkFailure: 'Não foi possível gerar o link de pagamento. Tente novamente.',
  guardianNotFound: 'Responsável não encontrado.',
  subscriptionAlreadyActive: 'Sua assinatura já está ativa.',
  dependentUnlinked: 'Dependente desvinculado com sucesso.',
  dependentDeleted: 'Dependente excluído com sucesso.',
  currentPasswordRequired: 'Digite a sua senha atual para alterar o e-mail.',
  delegatedSessionCredentials:
    'Ao entrar como responsável, não é possível alterar o e-mail, a senha ou as perguntas secretas do dependente.',
  examNotAttached: 'Esta atividade ainda não tem uma prova.',
  examNotStarted: 'A prova ainda não foi iniciada.',
  examDependentSession:
    'Ao entrar como responsável, não é possível iniciar nem responder uma prova digital: a prova deve ser feita pelo próprio aluno, na conta dele.',
  examTimeOver: 'O tempo da prova acabou. A resposta não foi registrada.',
  examPaused: 'A prova está pausada pelo professor. Aguarde para continuar.',
  examFinished: 'A prova já foi finalizada. A resposta não foi registrada.',
  examNotFinished: 'O resultado estará disponível quando a prova for finalizada.',
  examQuestionNotInExam: 'Esta questão não pertence a esta prova.',
  examAlternativeNotInQuestion: 'Esta alternativa não pertence a esta questão.',
  examPasswordRequired: 'Digite a senha da prova para começar.',
  examPasswordWrong: 'Senha da prova incorreta.',
  examNotPublished: 'Escolha uma prova publicada da plataforma.',
  examNotDigital: 'Só é possível anexar uma prova a uma atividade de prova digital.',
  examAlreadyPaused: 'A prova já está pausada.',
  examNotPaused: 'A prova não está pausada.',
  mockExamNotFound: 'Simulado não encontrado.',
  mockExamDuration: 'A duração do simulado deve ser um número inteiro de 1 a 600 minutos.',
  mockExamDiscipline: 'Informe a disciplina do simulado (até 120 caracteres).',
  examAlreadyTaken: 'Alunos já começaram esta prova: ela não pode mais ser trocada ou removida.',
  questionAlternativesCount: 'Uma questão deve ter de 2 a 5 alternativas.',
  questionAlternativeEmpty: 'Cada alternativa precisa de um texto, uma imagem ou um áudio.',
  questionOneCorrect: 'Marque exatamente uma alternativa correta.',
  questionEmpty: 'Escreva o enunciado ou envie uma imagem ou um áudio.',
  questionNotFound: 'Questão não encontrada.',
  questionAuthorOnly: 'Apenas o autor pode alterar esta questão.',
  questionImageInvalid: 'Imagem não encontrada: envie a imagem (png, jpg ou jpeg) novamente.',
  questionSoundInvalid: 'Áudio não encontrado: envie o áudio (mp3) novamente.',
  questionAlternativeNotFound: 'Alternativa não encontrada nesta questão.',
  quizNotFound: 'Questionário não encontrado.',
} as const;

/** Shown as title and subtitle on a 401 for a blocked user (document 3 section 5). */
export const BLOCKED_USER = {
  title: 'Usuário bloqueado',
  subtitle: 'O seu acesso está bloqueado. Procure a sua escola ou o seu responsável.',
} as const;
