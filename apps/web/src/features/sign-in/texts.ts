import { QR_MESSAGES } from '@ava/contracts';

/** Portuguese texts of the sign-in forms; the specification's own come from the contracts. */
export const TEXTS = {
  signingIn: 'Entrando…',
  google: 'Entrar com Google',
  sso: 'Entrar com SSO',
  qrCode: 'Entrar com QR Code',
  accessCode: 'Código de acesso',
  accessCodeForm: 'Entrar com código de acesso',
  accessCodeHint: 'Digite o código impresso no seu cartão.',
  accessCodeSubmit: 'Entrar com o código',
  retry: 'Tentar novamente',
  switchCamera: 'Trocar câmera',
  close: 'Fechar',
  scanning: 'Aponte a câmera para o QR Code.',
  starting: 'Abrindo a câmera…',
  or: 'ou',
  backofficeNeedsAddress:
    'O acesso pelo backoffice precisa do usuário e do token no endereço: abra o link gerado pelo backoffice.',
  qr: QR_MESSAGES,
} as const;
