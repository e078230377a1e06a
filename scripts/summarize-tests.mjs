// Prints one closing line over jest and Playwright: 'N passed, N failed'.
import fs from 'node:fs';

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['.tmp/jest.json', '.tmp/jest-postgres.json']) {
  const jest = read(file);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
    skipped += jest.numPendingTests;
  }
}
for (const file of ['e2e/test-results/results.json', 'e2e/test-results/production-results.json']) {
  const e2e = read(file);
  if (e2e?.stats) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
