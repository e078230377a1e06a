import { MAX_DOCUMENT_BASE64_LENGTH } from '@qube/contract/users';
import { DOCUMENT_REJECTED, MAX_DOCUMENT_BYTES } from './documents';
import { setupTestApi } from '../../test/helpers';
import { decodeBase64, DOCUMENTS_BODY_LIMIT } from './profile.routes';

// Input rules of the profile routes (hardening part 2): closed bodies, base64 read without a regular expression, a
// capped upload. Their features are tested in services.test.ts.

const api = setupTestApi();

const PDF = Buffer.from('%PDF-1.4\n%EOF\n');
const UPLOAD = '/api/users/me/change-address-documents/';
const upload = (token: string, content_base64: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', UPLOAD, { token, body: { documents: [{ name: 'lease.pdf', content_type: 'application/pdf', content_base64, ...extra }] } });
const pendingOf = async (token: string) => (await api.call('GET', '/api/users/me/change-address/', { token })).json().pending_documents as number;

describe('decodeBase64', () => {
  it('reads padded base64 and refuses anything else', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from('a'), Buffer.from('ab'), Buffer.from('abc'), PDF, Buffer.from([0xfb, 0xff, 0xfe])]) {
      expect(decodeBase64(bytes.toString('base64'))).toEqual(bytes);
    }
    const pdf = PDF.toString('base64');
    for (const text of [
      pdf.slice(0, -1), // length not a multiple of 4
      'JVBE!i0x', // outside the alphabet
      'JVBE-i0x', // base64url is not base64
      'JV=ERi0x', // padding inside
      '====', 'A===', '=AAA',
      ` ${pdf.slice(1)}`, 'JVBE\ni0x', 'JVBE i0x', // whitespace
      'JVBERi0x\u00e9AAA',
    ]) {
      expect([text, decodeBase64(text)]).toEqual([text, null]);
    }
  });

  it('answers in one pass on the inputs a backtracking pattern chokes on', () => {
    expect(decodeBase64(`${' '.repeat(100_000)}!`)).toBeNull();
    expect(decodeBase64(`${'A'.repeat(MAX_DOCUMENT_BASE64_LENGTH - 4)}AAA!`)).toBeNull();
    expect(decodeBase64('A'.repeat(MAX_DOCUMENT_BASE64_LENGTH))?.length).toBe(MAX_DOCUMENT_BYTES + 1);
  });
});

describe('profile input rules', () => {
  it('an unknown body property answers 400 with a fallback_message (phone, address and documents)', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    for (const [url, body] of [
      ['/api/users/add-new-phone-number/', { phone_number: '+15125550100', surprise: true }],
      ['/api/users/verify-new-phone-number/', { phone_number: '+15125550100', verification_code: '12345', surprise: true }],
      ['/api/users/me/change-address/', { address_street: '5 Elm Road', address_city: 'Denver', address_state: 'CO', address_postal_code: '80202', surprise: true }],
      [UPLOAD, { documents: [], surprise: true }],
    ] as const) {
      const res = await api.call('POST', url, { token, body });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({ fallback_message: expect.any(String), code: 'invalid' });
    }
    const inner = await upload(token, PDF.toString('base64'), { surprise: true });
    expect(inner.statusCode).toBe(400);
    expect(inner.json()).toMatchObject({ fallback_message: expect.any(String), code: 'invalid' });
    expect((await api.call('GET', '/api/users/me/change-address/', { token })).json().address_street).toBe('100 Main Street');
    expect(await pendingOf(token)).toBe(0);
  });

  it('a body string longer than its maxLength answers 400 with a fallback_message', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const res = await api.call('POST', '/api/users/me/change-address/', { token, body: { address_street: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fallback_message: expect.any(String), fields: { address_street: expect.any(String) } });
  });

  it('malformed base64 answers 400 with the upload message, never a 500', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const pdf = PDF.toString('base64');
    for (const content of [pdf.slice(0, -1), `${pdf.slice(0, 4)}!${pdf.slice(5)}`, `${pdf.slice(0, 4)}\n${pdf.slice(4)}`, `=${pdf.slice(1)}`, '====']) {
      const res = await upload(token, content);
      expect([content, res.statusCode]).toEqual([content, 400]);
      expect(res.json()).toEqual({ fallback_message: DOCUMENT_REJECTED, code: 'invalid', fields: { documents: DOCUMENT_REJECTED } });
    }
    expect(await pendingOf(token)).toBe(0);
  });

  it('content_base64 holds a 5 MB file and not one byte more (the longer answers the upload message)', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const fits = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length)]);
    expect(fits.toString('base64')).toHaveLength(MAX_DOCUMENT_BASE64_LENGTH);
    const ok = await upload(token, fits.toString('base64'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().documents).toEqual([{ id: expect.any(Number), name: 'lease.pdf', size: MAX_DOCUMENT_BYTES }]);
    const tooLong = await upload(token, `${fits.toString('base64')}AAAA`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ fallback_message: DOCUMENT_REJECTED, code: 'invalid', fields: { documents: DOCUMENT_REJECTED } });
    expect(await pendingOf(token)).toBe(1);
  });

  it('a body above the upload limit answers 413 with a fallback_message, as JSON or multipart', async () => {
    const { token } = await api.freshLogin('lite@demo.qube');
    const head = '{"documents":[{"name":"a.pdf","content_type":"application/pdf","content_base64":"';
    const json = Buffer.alloc(DOCUMENTS_BODY_LIMIT + 1, 'A');
    json.write(head, 0);
    const boundary = '----qube413';
    const multipart = Buffer.alloc(DOCUMENTS_BODY_LIMIT + 1, 'A');
    multipart.write(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF`, 0);
    for (const [contentType, body] of [['application/json', json], [`multipart/form-data; boundary=${boundary}`, multipart]] as const) {
      const res = await api.call('POST', UPLOAD, { token, body, headers: { 'content-type': contentType } });
      expect([contentType, res.statusCode]).toEqual([contentType, 413]);
      expect(res.json()).toMatchObject({ fallback_message: expect.any(String) });
    }
    expect(await pendingOf(token)).toBe(0);
  });
});
