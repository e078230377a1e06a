import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { liveFile } from './liveFiles.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-live-'));
const quiet = { warn: () => undefined };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a file read again when it changes', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('parses once per version and gives the fallback for a missing or broken file', () => {
    const file = path.join(dir, 'a.json');
    let parses = 0;
    const read = liveFile(file, (text) => (parses++, JSON.parse(text)), { fallback: true }, quiet, { recheckMs: 0 });
    expect(read()).toEqual({ fallback: true });
    fs.writeFileSync(file, '{"v":1}');
    const first = read();
    expect(first).toEqual({ v: 1 });
    expect(read()).toBe(first);
    expect(parses).toBe(1);
    fs.writeFileSync(file, '{"v":22}');
    expect(read()).toEqual({ v: 22 });
    fs.writeFileSync(file, '{ broken');
    expect(read()).toEqual({ fallback: true });
  });

  it('looks at the file at most once per recheck interval', async () => {
    const file = path.join(dir, 'b.json');
    fs.writeFileSync(file, '{"v":1}');
    const read = liveFile(file, JSON.parse, null, quiet, { recheckMs: 100 });
    expect(read()).toEqual({ v: 1 });
    fs.writeFileSync(file, '{"v":222}');
    expect(read()).toEqual({ v: 1 });
    await sleep(150);
    expect(read()).toEqual({ v: 222 });
  });
});
