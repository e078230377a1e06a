import crypto from 'node:crypto';

/**
 * The key pair the browser encrypts a new password with (ON-47). RSA-OAEP with SHA-256 rather than JSEncrypt's
 * PKCS#1 v1.5: v1.5 decryption is open to padding-oracle attacks (Bleichenbacher, "Marvin"), and Node 20 refuses it
 * by default for that reason. QUBE_REGISTRATION_PRIVATE_KEY (PKCS#8 PEM) names the key; without it each API process
 * makes one at its first use (several instances behind one site must share the variable).
 */
type KeyPair = { privateKey: crypto.KeyObject; publicPem: string };

let generated: Promise<KeyPair> | null = null;

const fromPem = (pem: string): KeyPair => {
  const privateKey = crypto.createPrivateKey(pem);
  const publicPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicPem };
};

export const registrationKeyPair = (processEnv: NodeJS.ProcessEnv): Promise<KeyPair> => {
  const pem = processEnv.QUBE_REGISTRATION_PRIVATE_KEY;
  if (pem) return Promise.resolve(fromPem(pem.replace(/\\n/g, '\n')));
  generated ??= new Promise<KeyPair>((resolve, reject) => {
    crypto.generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, privateKey) => {
      if (error) reject(error);
      else resolve({ privateKey, publicPem: crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() });
    });
  });
  return generated;
};

/** The password of base64 RSA-OAEP-256 ciphertext, or null when it is not one of ours. */
export const decryptPassword = (privateKey: crypto.KeyObject, encrypted: string): string | null => {
  try {
    const plain = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encrypted, 'base64'));
    return plain.toString('utf8');
  } catch {
    return null;
  }
};

/** Encrypts as the browser does (tests and non-browser clients). */
export const encryptPassword = (publicPem: string, password: string): string =>
  crypto.publicEncrypt({ key: publicPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
