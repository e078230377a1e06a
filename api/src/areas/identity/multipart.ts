/** One part of a multipart/form-data body. */
export type MultipartPart = { name: string; filename?: string; contentType?: string; data: Buffer };

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** Value of a Content-Disposition parameter (plain, quoted, or RFC 5987 `name*=UTF-8''...`). */
const dispositionParam = (header: string, name: string): string | undefined => {
  const extended = new RegExp(`;\\s*${name}\\*\\s*=\\s*(?:UTF-8|utf-8)''([^;]*)`).exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const quoted = new RegExp(`;\\s*${name}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"`).exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`;\\s*${name}\\s*=\\s*([^;\\s]+)`).exec(header);
  return bare?.[1];
};

/**
 * Splits a complete multipart/form-data body (RFC 7578) into its parts. The body is already bounded by
 * the route's bodyLimit, so buffering it whole is fine. Throws on a malformed body.
 */
export const parseMultipart = (body: Buffer, contentTypeHeader: string): MultipartPart[] => {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentTypeHeader);
  const boundaryText = match?.[1] ?? match?.[2];
  if (!boundaryText) throw new Error('multipart body without boundary');
  const boundary = Buffer.from(`--${boundaryText}`);
  const delimiter = Buffer.concat([CRLF, boundary]);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(boundary);
  if (pos < 0) throw new Error('multipart boundary not found');
  pos += boundary.length;
  for (;;) {
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // closing "--"
    // Transport padding (spaces/tabs) may follow a boundary before its CRLF.
    while (body[pos] === 0x20 || body[pos] === 0x09) pos += 1;
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw new Error('malformed multipart boundary line');
    pos += 2;
    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0) throw new Error('multipart part without headers');
    const headers = new Map<string, string>();
    for (const line of body.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const dataStart = headerEnd + HEADER_END.length;
    const next = body.indexOf(delimiter, dataStart);
    if (next < 0) throw new Error('multipart part not terminated');
    const disposition = headers.get('content-disposition') ?? '';
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) throw new Error('multipart part without a name');
    const filename = dispositionParam(disposition, 'filename');
    const contentType = headers.get('content-type');
    parts.push({
      name,
      data: body.subarray(dataStart, next),
      ...(filename !== undefined ? { filename } : {}),
      ...(contentType !== undefined ? { contentType } : {}),
    });
    pos = next + delimiter.length;
  }
};
