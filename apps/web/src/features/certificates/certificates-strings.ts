import { CERTIFICATE_MESSAGES } from '@ava/contracts';
import { addStrings } from '../../i18n/vocabulary.ts';

export const CERTIFICATES_NAMESPACE = 'certificates';

/** The student's 'Certificados' (progresso/certificados) and the public validation page. */
addStrings(CERTIFICATES_NAMESPACE, {
  title: 'Certificados',
  intro:
    'Conclua trilhas de aprendizagem e cursos para ganhar certificados. Cada um tem um código que qualquer pessoa pode conferir.',
  empty: 'Você ainda não tem certificados. Eles aparecem aqui quando você conclui uma trilha ou um curso.',
  loadError: 'Não foi possível carregar os certificados.',
  retry: 'Tentar novamente',
  readOnly: CERTIFICATE_MESSAGES.delegatedSession,
  source: { trail: 'Trilha de aprendizagem', course: 'Curso' },
  new: 'Novo',
  issuedOn: 'Concluído em {{date}}',
  workload: 'Carga horária: {{workload}}',
  code: 'Código de validação',
  download: 'Baixar PDF',
  downloading: 'Baixando…',
  downloadOf: 'Baixar o PDF do certificado {{title}}',
  validateLink: 'Conferir',
  validation: {
    title: 'Validação de certificado',
    intro: 'Digite o código impresso no certificado, ou leia o QR code dele, para saber se ele é autêntico.',
    codeLabel: 'Código do certificado',
    codeHint: '10 letras e números, por exemplo ABCDE-12345',
    submit: 'Validar',
    checking: 'Validando…',
    genuine: 'Certificado autêntico',
    holder: 'Emitido para',
    course: 'Conclusão de',
    date: 'Concluído em',
    notFound: 'Certificado não encontrado',
  },
});
