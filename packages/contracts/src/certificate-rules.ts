/**
 * Certificates (document 3 section 7 'Certificates'; document 1: the map's `progresso/certificados`
 * and the validation page at `{business}` on certificate hosts): issued for a finished learning
 * trail or a finished course of a corporate platform, downloaded as a PDF whose QR code opens the
 * public validation page.
 *
 * The rules without a schema (the web app's startup reads them without loading zod); the
 * request and response schemas are in certificates.ts.
 */

/** The student's sub-area of 'progresso' (document 1 section 2). */
export const CERTIFICATES_SLUG = 'certificados';

export const CERTIFICATE_SOURCES = ['trail', 'course'] as const;
export type CertificateSource = (typeof CERTIFICATE_SOURCES)[number];

/**
 * Validation codes: Crockford's base32 (no I, L, O, U, so nothing reads as another letter),
 * 10 characters (50 random bits) shown as two groups of five.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 10;

/** A typed code as stored: upper case, without spaces or hyphens, O read as 0 and I or L as 1. */
export function normaliseCertificateCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A stored code as shown and printed: 'ABCDE-12345'. */
export function formatCertificateCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The path of the validation page on any host (a certificate host also answers at `/{business}?codigo=`). */
export const certificateValidationPath = (business: string, code: string) =>
  `/${business}/certificados/validar/${formatCertificateCode(code)}`;

/** The platform's certificate hosts (theme configs `certificate_hosts`, a list of host names), lower case. */
export function certificateHostsOf(configs: Readonly<Record<string, unknown>> | undefined): string[] {
  const hosts = configs?.certificate_hosts;
  if (!Array.isArray(hosts)) return [];
  return hosts
    .filter((host): host is string => typeof host === 'string' && host.trim() !== '')
    .map((host) => host.trim().toLowerCase());
}

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificado não encontrado.',
  unknownCode:
    'Não encontramos nenhum certificado com este código nesta plataforma. Confira o código impresso no certificado e tente novamente.',
  invalidCode: 'Digite o código de validação impresso no certificado (10 letras e números).',
  tooManyAttempts: 'Muitos códigos não encontrados a partir deste endereço. Aguarde alguns minutos e tente novamente.',
  delegatedSession: 'Ao entrar como responsável, é possível ver e baixar os certificados, mas não marcá-los.',
} as const;

/** A certificate's workload: '45 minutos', '1 hora', '5 horas e 30 minutos'. */
export function certificateWorkloadLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours === 1 ? '1 hora' : `${hours} horas`;
  const minutesText = rest === 1 ? '1 minuto' : `${rest} minutos`;
  if (hours === 0) return minutesText;
  return rest === 0 ? hoursText : `${hoursText} e ${minutesText}`;
}
