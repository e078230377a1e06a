/** The spec's message when the password cannot be encrypted in this browser (ON-47). */
export const ENCRYPTION_UNAVAILABLE = 'Unable to load JSEncrypt';

const toBytes = (pem: string) => {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
};

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/**
 * Encrypts the new password with the API's public key (ON-47): RSA-OAEP with SHA-256 through the browser's own Web
 * Crypto, which needs no download (JSEncrypt's PKCS#1 v1.5 is refused by the API:
 * docs/adr/0045-password-encryption-rsa-oaep.md). Throws ENCRYPTION_UNAVAILABLE where Web Crypto is missing (an
 * insecure context).
 */
export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error(ENCRYPTION_UNAVAILABLE);
  try {
    const key = await subtle.importKey('spki', toBytes(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
  } catch {
    throw new Error(ENCRYPTION_UNAVAILABLE);
  }
}
