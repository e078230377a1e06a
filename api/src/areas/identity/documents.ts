/** Proof-of-address uploads: PDF, PNG or JPEG, at most 5 MB each. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
export const DOCUMENT_REJECTED = 'Upload a PDF, PNG or JPEG file of at most 5 MB.';

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' };

/**
 * The stored content type of an upload, or null when it is refused: the declared type must be PDF, PNG or
 * JPEG, the bytes must start like that type (a renamed file is refused), and the size must be 1 byte to 5 MB.
 */
export const acceptedDocumentType = (declared: string, bytes: Uint8Array): string | null => {
  const base = (declared.split(';')[0] ?? '').trim().toLowerCase();
  const type = ALIASES[base] ?? base;
  const signature = SIGNATURES[type];
  if (!signature) return null;
  if (bytes.length === 0 || bytes.length > MAX_DOCUMENT_BYTES) return null;
  return signature.every((byte, i) => bytes[i] === byte) ? type : null;
};

/** A file name safe to store and show: no folders, no control characters, at most 255 characters. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- strip control characters on purpose
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned || 'document';
};
