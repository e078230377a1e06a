import { useState } from 'react';
import { Alert, Button, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { api, ApiError } from '@qube/shared';

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

/** Upload of proof-of-address documents: POST users/me/change-address-documents/ as multipart field `documents`. */
export function ManageAccountDocumentsUpload() {
  const [uploaded, setUploaded] = useState<UploadedDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const message = checkDocument(file);
    setError(message ? `${file.name}: ${message}` : null);
    return message ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setIsUploading(true);
    const body = new FormData();
    body.append('documents', file);
    try {
      const { data } = await api.post<{ documents: UploadedDocument[] }>('users/me/change-address-documents/', body);
      setUploaded((list) => [...list, ...(data?.documents ?? [])]);
      onSuccess?.(data);
    } catch (caught) {
      setError((caught instanceof ApiError && (caught.body?.fields?.documents ?? caught.fallbackMessage)) || 'We could not upload the document. Please try again.');
      onError?.(caught instanceof Error ? caught : new Error('Upload failed'));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <section aria-labelledby="proof-of-address-title" style={{ marginTop: 24 }}>
      <Typography.Title id="proof-of-address-title" level={2} style={{ fontSize: 16 }}>
        Proof of address
      </Typography.Title>
      <Typography.Paragraph type="secondary" id="proof-of-address-help">
        Upload a recent utility bill, bank statement or lease showing your address: PDF, PNG or JPEG, up to 5 MB each.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={error} />}
      <Upload accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" multiple showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button loading={isUploading} aria-describedby="proof-of-address-help">
          Upload documents
        </Button>
      </Upload>
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
