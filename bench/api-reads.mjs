#!/usr/bin/env node
// The API's hot reads against the one-read ceiling, in one run (see bench/lib/api-reads.mjs). Prints a table; exits 1
// when a read answers less than 0.35 of the ceiling's requests per second, or when the run fails.
//   node bench/api-reads.mjs [--duration=8] [--rounds=8] [--warmup=2] [--connections=10] [--reads=overview,spendQubes] [--cpu-prof]
// --cpu-prof takes a V8 CPU profile of the API during each read's measured seconds (bench/profiles/*.cpuprofile, open
// them in Chrome DevTools) and prints where the time went: self time by function, by file and by package.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOT_READS, measureHotReads, MIN_RATIO } from './lib/api-reads.mjs';
import { summariseCpuProfile } from './lib/cpu-profile.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const profile = args.includes('--cpu-prof');
const profileDir = path.join(benchDir, 'profiles');

try {
  const result = await measureHotReads({
    duration: Number(option('duration', '8')),
    rounds: Number(option('rounds', '8')),
    warmup: Number(option('warmup', '2')),
    connections: Number(option('connections', '10')),
    reads: option('reads', Object.keys(HOT_READS).join(',')).split(','),
    profileDir: profile ? profileDir : undefined,
  });
  if (profile) {
    for (const [i, name] of Object.keys(result.reads).entries()) {
      const file = fs.readdirSync(profileDir).filter((f) => f.endsWith(`-${i + 1}.cpuprofile`)).map((f) => path.join(profileDir, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
      if (!file) continue;
      console.log(`\n#### ${name}: ${path.relative(process.cwd(), file)}`);
      console.log(summariseCpuProfile(file, { top: Number(option('top', '30')) }));
    }
  }
  const rows = [
    ['One-read ceiling (bare Fastify + PGlite primary-key read, mean)', String(result.ceilingRps), '—', '1.000', '—', '—'],
    ...Object.entries(result.reads).map(([name, r]) => [
      HOT_READS[name].label, String(r.rps), `${r.p99} ms`, r.ratio.toFixed(3), `≥ ${MIN_RATIO}`, r.ratio >= MIN_RATIO ? 'PASS' : 'FAIL',
    ]),
  ];
  const headers = ['read', 'req/s', 'p99', 'ratio', 'budget', 'pass'];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`(${result.connections} connections, ${result.durationS} s per read in ${result.rounds} rounds between ceiling rounds; ratio = median over rounds of read ÷ the ceiling around it)`);
  const failed = Object.entries(result.reads).filter(([, r]) => r.ratio < MIN_RATIO);
  process.exit(failed.length ? 1 : 0);
} catch (error) {
  console.error(`[api-reads] FAILED: ${error?.stack ?? error}`);
  process.exit(1);
}
