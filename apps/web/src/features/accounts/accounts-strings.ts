import { ACCOUNT_MESSAGES, MESSAGES } from '@ava/contracts';
import { addStrings } from '../../i18n/vocabulary.ts';

export const ACCOUNTS_NAMESPACE = 'accounts';

/** Loaded with the first account screen. Texts the specification writes come from the contracts. */
addStrings(ACCOUNTS_NAMESPACE, {
  common: {
    backToLogin: 'Voltar para o login',
    required: MESSAGES.requiredField,
    name: 'Nome completo',
    username: 'Nome de usuário',
    email: 'E-mail',
    password: 'Senha',
    newPassword: 'Nova senha',
    passwordConfirmation: 'Confirme a senha',
    currentPassword: 'Senha atual',
    cancel: 'Cancelar',
    save: 'Salvar',
    next: 'Próximo',
    back: 'Voltar',
    sending: 'Enviando…',
  },
  signUp: {
    title: 'Crie a sua conta',
    guardianTitle: 'Cadastro de responsável',
    intro: 'Preencha os seus dados para começar a usar {{platform}}.',
    guardianIntro: 'Cadastre-se para acompanhar os seus dependentes em {{platform}}.',
    code: 'Código da escola ou parceiro (opcional)',
    submit: 'Cadastrar',
    closed: ACCOUNT_MESSAGES.signUpClosed,
    doneTitle: 'Confirme o seu e-mail',
    done: 'Enviamos um link de confirmação para {{email}}. Abra o e-mail e siga o link para ativar a sua conta.',
    resend: 'Reenviar o e-mail',
    guardianLink: 'É responsável? Cadastre-se aqui',
    studentLink: 'É aluno? Cadastre-se aqui',
  },
  confirm: {
    title: 'Confirmação de e-mail',
    checking: 'Confirmando a sua conta…',
  },
  recovery: {
    title: 'Recuperar senha',
    intro: 'Digite o seu nome de usuário ou e-mail. Enviaremos um link para você criar uma nova senha.',
    login: 'Usuário ou e-mail',
    submit: 'Enviar link',
    withQuestions: 'Não tem e-mail? Responda às suas perguntas secretas',
    questionsTitle: 'Perguntas secretas',
    questionsIntro: 'Escolha as perguntas que você cadastrou e responda a cada uma.',
    question: 'Pergunta {{number}}',
    answer: 'Resposta {{number}}',
    choose: 'Escolha uma pergunta',
    check: 'Continuar',
    newPasswordTitle: 'Crie uma nova senha',
    newPasswordSubmit: 'Salvar nova senha',
    noToken: 'Este link não é válido. Peça um novo link de recuperação.',
    askAgain: 'Pedir um novo link',
  },
  changePassword: {
    title: 'Alterar senha',
    submit: 'Alterar senha',
  },
  secretQuestions: {
    title: 'Perguntas secretas',
    intro: 'Elas permitem recuperar a senha sem e-mail. Escolha duas perguntas e responda.',
    already: 'Você já cadastrou perguntas secretas; salvar as substitui.',
    passwordHint: 'Para salvar, confirme a sua senha atual.',
  },
  terms: {
    title: 'Termos de uso',
    step: 'Passo {{step}} de {{total}}',
    termsHeading: 'Termos de uso',
    termsText:
      'Ao usar {{platform}}, você se compromete a usar a plataforma para fins educacionais, respeitar os colegas e educadores e manter a sua senha em segredo.',
    privacyHeading: 'Política de privacidade',
    privacyText:
      'Usamos os seus dados somente para oferecer as atividades e acompanhar o seu aprendizado, conforme a Lei Geral de Proteção de Dados (LGPD).',
    readFull: 'Ler o documento completo',
    agree: 'Li e aceito os termos de uso e a política de privacidade',
    accept: 'Aceitar',
    consentsHeading: 'Consentimentos opcionais',
    consentsIntro:
      'Estes usos dos dados são opcionais e só acontecem com consentimento. Você pode mudar cada um depois, em Privacidade.',
    consentsFor: 'Por {{name}}',
    consentsOwn: 'Por você',
    consentsFailed:
      'Os termos foram aceitos, mas não foi possível salvar os consentimentos. Tente de novo em Privacidade.',
  },
  confirmation: {
    title: 'Confirme os seus dados',
    intro: 'Verifique se os seus dados estão corretos.',
    school: 'Escola',
    role: 'Perfil',
    confirm: 'Meus dados estão corretos',
    later: 'Agora não',
    wrong: 'Há um erro nos meus dados',
    reportTitle: 'Reportar erro',
    reportLabel: 'O que está errado?',
    reportSubmit: 'Enviar',
    reportedTitle: 'Erro reportado',
    reported: 'A sua escola vai corrigir os dados. Você informou:',
    finish: 'Concluir',
  },
});
