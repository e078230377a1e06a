import { useRef, useState, type ChangeEvent } from 'react';
import { api, ApiError } from '@qube/shared';
import { PlainAlert, PlainButton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { useShellPrimary } from './shellPlain';

/** Proof-of-address types and size limit, checked in the browser before upload (SH-41). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPE_MESSAGE = 'Upload a PDF, PNG or JPEG file.';
export const DOCUMENT_SIZE_MESSAGE = 'The file must be 5 MB or smaller.';

type UploadedDocument = { id: number | string; name: string; size: number };

/** The browser-side check of a proof-of-address file: its message, or null when it may be sent. */
export function checkDocument(file: { type: string; size: number }): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_SIZE_MESSAGE;
  return null;
}

/**
 * Upload of proof-of-address documents: POST users/me/change-address-documents/ as multipart field `documents`, one
 * request per file. A native file input behind a button (antd's Upload did no more here), so the card stays plain.
 */
export function ManageAccountDocumentsUpload() {
  const primary = useShellPrimary();
  const picker = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<UploadedDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  const send = async (file: File) => {
    setUploading((n) => n + 1);
    const body = new FormData();
    body.append('documents', file);
    try {
      const { data } = await api.post<{ documents: UploadedDocument[] }>('users/me/change-address-documents/', body);
      setUploaded((list) => [...list, ...(data?.documents ?? [])]);
    } catch (caught) {
      setError((caught instanceof ApiError && (caught.body?.fields?.documents ?? caught.fallbackMessage)) || 'We could not upload the document. Please try again.');
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so picking the same file again is a change too.
    event.target.value = '';
    for (const file of files) {
      const message = checkDocument(file);
      setError(message ? `${file.name}: ${message}` : null);
      if (!message) void send(file);
    }
  };

  return (
    <section aria-labelledby="proof-of-address-title" style={{ marginTop: 24 }}>
      <h3 id="proof-of-address-title" style={{ ...TITLE_STYLE, fontSize: 16 }}>
        Proof of address
      </h3>
      <p id="proof-of-address-help" style={{ ...SECONDARY_TEXT, margin: '0 0 1em' }}>
        Upload a recent utility bill, bank statement or lease showing your address: PDF, PNG or JPEG, up to 5 MB each.
      </p>
      {error && <PlainAlert type="error" style={{ marginBottom: 12 }} title={error} />}
      <input
        ref={picker}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={onPick}
      />
      <PlainButton color={primary} loading={uploading > 0} aria-describedby="proof-of-address-help" onClick={() => picker.current?.click()}>
        Upload documents
      </PlainButton>
      {uploaded.length > 0 && (
        <ul aria-label="Uploaded documents" style={{ marginTop: 12, paddingLeft: 20 }}>
          {uploaded.map((doc) => (
            <li key={doc.id}>
              {doc.name} ({Math.max(1, Math.round(doc.size / 1024))} KB)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
