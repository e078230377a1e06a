import crypto from 'node:crypto';
import { checkSignature, signatureHeader } from './webhookSignature';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const body = Buffer.from('{"deposit_id":"dd_1","amount":"10.00"}');
const at = new Date('2026-03-01T12:00:00Z');
const t = Math.floor(at.getTime() / 1000);

describe('direct-deposit webhook signature (ADR 0098)', () => {
  it('PAY-39 is HMAC-SHA256 of "<t>.<raw body>" in hex, as openssl computes it; checked within 5 minutes either way, any one v1 matching', () => {
    const hex = crypto.createHmac('sha256', SECRET).update(`${t}.${body.toString()}`).digest('hex');
    expect(signatureHeader(SECRET, t, body)).toBe(`t=${t},v1=${hex}`);
    expect(checkSignature(`t=${t},v1=${hex}`, body, SECRET, at)).toBeNull();
    expect(checkSignature(` t=${t} , v1=${hex.toUpperCase()} , v0=ignored`, body, SECRET, at)).toBeNull();
    expect(checkSignature(`t=${t},v1=${'f'.repeat(64)},v1=${hex}`, body, SECRET, at)).toBeNull();
    expect(checkSignature(`t=${t},v1=${hex}`, body, SECRET, new Date(at.getTime() + 300_000))).toBeNull();
    expect(checkSignature(`t=${t},v1=${hex}`, body, SECRET, new Date(at.getTime() + 301_000))).toBe('expired');
    expect(checkSignature(`t=${t},v1=${hex}`, body, SECRET, new Date(at.getTime() - 301_000))).toBe('expired');
    expect(checkSignature(`t=${t},v1=${hex}`, Buffer.concat([body, Buffer.from(' ')]), SECRET, at)).toBe('mismatch');
    expect(checkSignature(`t=${t},v1=${hex}`, body, `${SECRET}x`, at)).toBe('mismatch');
    expect(checkSignature(`t=${t + 1},v1=${hex}`, body, SECRET, at)).toBe('mismatch');
    expect(checkSignature(undefined, body, SECRET, at)).toBe('missing');
    expect(checkSignature('', body, SECRET, at)).toBe('missing');
    for (const header of [`v1=${hex}`, `t=${t}`, `t=${t},v1=${hex.slice(1)}`, `t=${t},t=${t},v1=${hex}`, `t=-1,v1=${hex}`, `t=${t};v1=${hex}`, 'garbage', `t=${t},v1=${hex}`.padEnd(2000, ' ')]) {
      expect([header, checkSignature(header, body, SECRET, at)]).toEqual([header, 'malformed']);
    }
    expect(checkSignature([`t=${t},v1=${hex}`, `t=${t},v1=${hex}`], body, SECRET, at)).toBe('malformed');
  });
});
