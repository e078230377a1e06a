import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createCompressedFiles } from './compressedFiles.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-compressed-'));
const write = (name, text) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return { file, stat: fs.statSync(file) };
};

describe('compressed copies of built files', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('compresses a file once per version: concurrent and later requests share the bytes', async () => {
    const cache = createCompressedFiles();
    const { file, stat } = write('a.js', 'let a = 1;\n'.repeat(1000));
    const [one, two] = await Promise.all([cache.get(file, stat, 'br'), cache.get(file, stat, 'br')]);
    expect(two).toBe(one);
    expect(await cache.get(file, stat, 'br')).toBe(one);
    expect(zlib.brotliDecompressSync(one).toString()).toBe('let a = 1;\n'.repeat(1000));
    expect(zlib.gunzipSync(await cache.get(file, stat, 'gzip')).toString()).toBe('let a = 1;\n'.repeat(1000));
  });

  it('compresses again when the file changes (a redeploy of a fixed name)', async () => {
    const cache = createCompressedFiles();
    const first = write('remoteEntry.js', 'var v = 1;');
    const before = await cache.get(first.file, first.stat, 'gzip');
    fs.utimesSync(first.file, new Date(), new Date(Date.now() + 5000));
    const second = write('remoteEntry.js', 'var v = 2;');
    const after = await cache.get(second.file, second.stat, 'gzip');
    expect(zlib.gunzipSync(before).toString()).toBe('var v = 1;');
    expect(zlib.gunzipSync(after).toString()).toBe('var v = 2;');
  });

  it('leaves files over the size limit alone and keeps no more than its budget', async () => {
    const cache = createCompressedFiles({ maxBytes: 40, maxFileBytes: 100 });
    const big = write('big.js', 'x'.repeat(101));
    expect(await cache.get(big.file, big.stat, 'br')).toBeNull();
    const a = write('one.js', 'one');
    const b = write('two.js', 'two'.repeat(20));
    const firstA = await cache.get(a.file, a.stat, 'gzip');
    await cache.get(b.file, b.stat, 'gzip');
    await cache.get(b.file, b.stat, 'br');
    // 'one.js' was the oldest entry over the budget: it is compressed anew, into another Buffer.
    expect(await cache.get(a.file, a.stat, 'gzip')).not.toBe(firstA);
  });

  it('warms every compressible file of a folder, ignoring the rest', async () => {
    const cache = createCompressedFiles();
    const js = write('warm.js', 'warm();');
    write('image.png', 'png');
    await cache.warm(dir, (file) => file.endsWith('.js'));
    const spy = await cache.get(js.file, js.stat, 'br');
    expect(await cache.get(js.file, js.stat, 'br')).toBe(spy);
  });
});
