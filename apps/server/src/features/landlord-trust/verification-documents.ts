import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  type VERIFICATION_DOCUMENT_TYPES,
} from "@roost/shared/domain/landlord-trust.ts";
import type { PrivateDocument } from "../../db/schema.ts";
import { badRequest } from "../../lib/errors.ts";
import type { Storage } from "../../storage/storage.ts";

// The documents of a verification request (decision 058): a scan or photo of an identity document
// and a proof of the right to let. They are kept as sent, since an operator must read them as
// issued, but only in private storage, and their type is read from their bytes, never from the
// name or the header the browser sent.

type DocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

const SIGNATURES: readonly [DocumentType, readonly number[]][] = [
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The document's type by its first bytes, or null for anything but a JPEG, a PNG or a PDF. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  return SIGNATURES.find(([, magic]) => magic.every((b, i) => bytes[i] === b))?.[0] ?? null;
}

export type DocumentField = "identity" | "proof";

/** Checks one uploaded document and stores it privately under `key`. */
export async function storeDocument(
  storage: Storage,
  key: string,
  file: File,
  field: DocumentField,
): Promise<PrivateDocument> {
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES)
    throw badRequest(
      "file_too_large",
      `The file is larger than ${VERIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
      field,
    );
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = documentTypeOf(bytes);
  if (!contentType)
    throw badRequest("unsupported_document", "Please upload a photo or scan (JPEG or PNG) or a PDF.", field);
  await storage.put(key, bytes, contentType);
  return { key, contentType, bytes: bytes.length };
}

/** Removes documents; one already gone is not an error (a retried deletion). */
export async function removeDocuments(storage: Storage, documents: readonly (PrivateDocument | null)[]) {
  for (const document of documents) if (document) await storage.remove(document.key);
}
