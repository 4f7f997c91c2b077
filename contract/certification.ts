import { z } from 'zod';
import { defineCall } from './call';
import { certificationState } from './enums';
import { isoDateTime } from './list';
import { plainName } from './rules';
import { onFirstUse } from './onFirstUse';

/** Certification (KYC) of a main account: one submission at a time, decided by an operator. */

/** Largest document: a scan or photo of the business licence, JPG, PNG or PDF. */
export const CERTIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The base64 text of the largest document, and a little room for the other fields. */
export const CERTIFICATION_BODY_LIMIT =
  Math.ceil((CERTIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + 64_000;

export const certificationSubmission = onFirstUse(() =>
  z.object({
    companyName: plainName(128),
    registrationNo: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: 'profileErrors.registrationNo' }),
    companyAddress: plainName(256),
    contactName: plainName(64),
    /** The document's bytes, base64; judged by its content on the server. */
    document: z
      .string()
      .min(1, { message: 'validation.required' })
      .max(Math.ceil((CERTIFICATION_DOCUMENT_MAX_BYTES * 4) / 3) + 4, {
        message: 'profileErrors.documentTooLarge',
      })
      .regex(/^[A-Za-z0-9+/]+=*$/, { message: 'profileErrors.documentType' }),
  }),
);
export type CertificationSubmission = z.input<typeof certificationSubmission>;

export const certification = onFirstUse(() =>
  z.object({
    state: certificationState,
    /** The latest submission, if any (its document is kept, not sent back). */
    latest: z
      .object({
        companyName: z.string(),
        registrationNo: z.string(),
        companyAddress: z.string(),
        contactName: z.string(),
        documentType: z.string(),
        submittedAt: isoDateTime,
        decidedAt: isoDateTime.nullable(),
        /** Why it failed, from the operator. */
        reason: z.string().nullable(),
      })
      .nullable(),
  }),
);
export type Certification = z.infer<typeof certification>;

export const getCertification = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/account/certification',
    response: certification,
  }),
);

/** Submits for certification: allowed when not certified or after a failure. */
export const submitCertification = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/account/certification',
    body: certificationSubmission,
    response: certification,
  }),
);
