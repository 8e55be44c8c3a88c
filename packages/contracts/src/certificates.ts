import { z } from 'zod';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_SOURCES,
  normaliseCertificateCode,
} from './certificate-rules.ts';

/** The certificates' request and response schemas (document 3 section 7); their rules are in certificate-rules.ts. */

const certificateId = z.uuid({ error: CERTIFICATE_MESSAGES.notFound });

export const certificateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  source: z.enum(CERTIFICATE_SOURCES),
  /** The holder's name as printed. */
  name: z.string(),
  /** When the trail or the course was finished (ISO). */
  issued_at: z.string(),
  workload_minutes: z.number().int().nullable(),
  /** 'ABCDE-12345' */
  code: z.string(),
  validation_url: z.string(),
  viewed: z.boolean(),
  downloads: z.number().int(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({
  certificates: z.array(certificateSchema),
  /** How many the holder has not opened yet. */
  unseen: z.number().int(),
});
export type CertificateList = z.infer<typeof certificateListSchema>;

/** PATCH /certificate/view and /certificate/downloaded. */
export const certificateRefSchema = z.strictObject({ certificate_id: certificateId });
export type CertificateRef = z.infer<typeof certificateRefSchema>;
/** GET /certificate/pdf (ours). */
export const certificatePdfQuerySchema = certificateRefSchema;

/** PATCH /certificate/validate: public; the platform is the page's `{business}`. */
export const certificateValidateSchema = z.strictObject({
  platform: z.string().min(1).max(64),
  code: z
    .string()
    .max(40, { error: CERTIFICATE_MESSAGES.invalidCode })
    .transform(normaliseCertificateCode)
    .pipe(
      z
        .string()
        .length(CERTIFICATE_CODE_LENGTH, { error: CERTIFICATE_MESSAGES.invalidCode })
        .regex(new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]+$`), { error: CERTIFICATE_MESSAGES.invalidCode }),
    ),
});
export type CertificateValidate = z.input<typeof certificateValidateSchema>;

/** What the public page learns of a genuine certificate: the holder's name, the title and the date. */
export const certificateValidationSchema = z.object({
  name: z.string(),
  title: z.string(),
  issued_at: z.string(),
});
export type CertificateValidation = z.infer<typeof certificateValidationSchema>;
