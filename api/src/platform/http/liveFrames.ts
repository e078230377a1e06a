/** RFC 6455 framing for the live-updates socket (API-28): small enough that a dependency would weigh more. */
const MAX_FRAME = 64 * 1024;

export const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** One server → client frame (unmasked, FIN). */
export const encodeFrame = (data: string | Buffer, opcode: number = OPCODE.text): Buffer => {
  const payload = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const len = payload.length;
  const header = len < 126 ? Buffer.from([0x80 | opcode, len]) : Buffer.alloc(4);
  if (len >= 126) {
    if (len > 0xffff) throw new Error('frame too large');
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(len, 2);
  }
  return Buffer.concat([header, payload]);
};

/** A close frame with its status code (4000–4999 are the application's own) and a short reason. */
export const closeFrame = (code: number, reason: string): Buffer => {
  const text = Buffer.from(reason, 'utf8').subarray(0, 120);
  const payload = Buffer.alloc(2 + text.length);
  payload.writeUInt16BE(code, 0);
  text.copy(payload, 2);
  return encodeFrame(payload, OPCODE.close);
};

/** Parses complete client frames (masked) from the buffer; returns them and the unread rest. */
export const decodeFrames = (buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } => {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const b0 = buffer[offset] ?? 0;
    const b1 = buffer[offset + 1] ?? 0;
    let len = b1 & 0x7f;
    let pos = offset + 2;
    if (len === 126) {
      if (buffer.length < pos + 2) break;
      len = buffer.readUInt16BE(pos);
      pos += 2;
    } else if (len === 127) {
      if (buffer.length < pos + 8) break;
      len = Number(buffer.readBigUInt64BE(pos));
      pos += 8;
    }
    if (len > MAX_FRAME) throw new Error('frame too large');
    const masked = (b1 & 0x80) !== 0;
    const mask = masked ? buffer.subarray(pos, pos + 4) : null;
    if (masked) pos += 4;
    if (buffer.length < pos + len) break;
    const payload = Buffer.from(buffer.subarray(pos, pos + len));
    if (mask) for (let i = 0; i < payload.length; i += 1) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    frames.push({ opcode: b0 & 0x0f, payload });
    offset = pos + len;
  }
  return { frames, rest: buffer.subarray(offset) };
};
