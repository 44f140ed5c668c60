import { z } from '../zod';
import { fileRefSchema, FILE_MESSAGES, requiredFileRef } from '../files';
import { AADHAR, MANDATORY_DOCUMENT_TYPES, type ProfileScope } from './scope';

/** Messages of the KYC documents section. */
export const KYC_MESSAGES = {
  digits: 'Must be in digits',
  aadharLength: 'Aadhar Card number must be 12 digits',
  alphanumeric: 'Only alphabets and Numbers are allowed',
  typeRequired: 'Document type is required',
  typeCharacters: 'Only alphabets, numbers and spaces are allowed',
  typeUnique: 'Document type must be unique',
  numberRequired: 'Document number is required',
  fileRequired: 'Document file is required',
  unsupported: FILE_MESSAGES.unsupported,
  deleteConfirm: "Are you sure you want to delete this Document? This can't be undone.",
  uploaded: 'Document Uploaded',
  deleted: 'Document Deleted',
  notFound: 'Document not found',
} as const;

/** Aadhar numbers are the sensitive document numbers: stored encrypted, shown masked. */
export const isSensitiveDocument = (docType: string) => docType.trim().toLowerCase() === AADHAR.toLowerCase();

const trimmed = (message: string) => z.string({ message }).trim().min(1, { message, abort: true });

/** The number rule of a document type: Aadhar digits, PAN and GST alphanumeric, others alphanumeric too. */
export function documentNumberSchema(docType: string) {
  const base = trimmed(KYC_MESSAGES.numberRequired).max(64, 'Document number must be at most 64 characters');
  if (isSensitiveDocument(docType))
    return base
      .regex(/^\d+$/, { message: KYC_MESSAGES.digits, abort: true })
      .regex(/^\d{12}$/, KYC_MESSAGES.aadharLength);
  return base.regex(/^[A-Za-z0-9]+$/, KYC_MESSAGES.alphanumeric);
}

export const documentTypeSchema = trimmed(KYC_MESSAGES.typeRequired)
  .max(64, 'Document type must be at most 64 characters')
  .regex(/^[A-Za-z0-9 ]+$/, KYC_MESSAGES.typeCharacters);

/** PATCH <profile>/{id}/document: one document; `mandatory` is decided by the server from the type. */
export const documentSchema = z
  .object({
    docType: documentTypeSchema,
    docNumber: z.string({ message: KYC_MESSAGES.numberRequired }),
    file: requiredFileRef(KYC_MESSAGES.fileRequired),
  })
  .superRefine((doc, ctx) => {
    const result = documentNumberSchema(doc.docType).safeParse(doc.docNumber);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['docNumber'], message: result.error.issues[0]!.message });
  })
  .transform((doc) => ({ ...doc, docNumber: doc.docNumber.trim() }));

/** A KYC document as answers carry it; Aadhar numbers masked unless an admin reveals them. */
export interface KycDocument {
  _id: string;
  docType: string;
  docNumber: string;
  file: z.infer<typeof fileRefSchema>;
  mandatory: boolean;
}

export const isMandatoryType = (scope: ProfileScope, docType: string) =>
  (MANDATORY_DOCUMENT_TYPES[scope] as readonly string[]).some(
    (type) => type.toLowerCase() === docType.trim().toLowerCase(),
  );

/** An optional document's type must differ from every existing one (case-insensitive). */
export const isUniqueType = (docType: string, existing: readonly { docType: string }[]) =>
  !existing.some((doc) => doc.docType.trim().toLowerCase() === docType.trim().toLowerCase());
