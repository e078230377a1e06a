import type { RegistrationDocumentsInput } from '@qube/contract/registration';

/**
 * The identity document check (ON-24 upload-documents/): after the identity provider could not complete its check, the
 * person sends a photo of an identity document, which goes to the provider's document check. We keep none of it.
 * The sandbox decides by the file name (api/README.md "Registration sandbox"): a name containing "not-eligible" is
 * refused as not eligible, one containing "unreadable" cannot be read, any other passes. A real provider replaces
 * `sandboxDocumentCheck` in areas/registration/selectDocumentCheck.ts (QUBE_DOCUMENTS_PROVIDER); the route stays as it is.
 */

export type DocumentVerdict = { outcome: 'verified' } | { outcome: 'not_eligible' } | { outcome: 'unreadable' };
export type DocumentCheck = (documents: DecodedDocument[]) => Promise<DocumentVerdict>;
export type DecodedDocument = { kind: string; side: 'front' | 'back'; fileName: string; contentType: string; bytes: Buffer };

export const DOCUMENT_MESSAGES = {
  notAFile: 'Please send a JPEG, PNG or PDF file.',
  unreadable: 'We could not read your document. Please send a clearer photo.',
  noFailedCheck: 'Please try the identity check first.',
  twoSides: 'Please send one front and at most one back.',
} as const;

// The first bytes of each accepted type: a file must be what it says it is.
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

/** The files decoded and checked against their declared type; null when one is not valid base64 or not that type. */
export const decodeDocuments = (input: RegistrationDocumentsInput): DecodedDocument[] | null => {
  const decoded: DecodedDocument[] = [];
  for (const d of input.documents) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(d.content_base64)) return null;
    const bytes = Buffer.from(d.content_base64, 'base64');
    const signature = SIGNATURES[d.content_type] ?? [];
    if (bytes.length < signature.length || signature.some((b, i) => bytes[i] !== b)) return null;
    decoded.push({ kind: d.kind, side: d.side, fileName: d.file_name, contentType: d.content_type, bytes });
  }
  return decoded;
};

export const sandboxDocumentCheck: DocumentCheck = async (documents) => {
  const names = documents.map((d) => d.fileName.toLowerCase());
  if (names.some((n) => n.includes('not-eligible'))) return { outcome: 'not_eligible' };
  if (names.some((n) => n.includes('unreadable'))) return { outcome: 'unreadable' };
  return { outcome: 'verified' };
};
