import { describe, expect, it } from '@jest/globals';
import { WARMUP_MAX_WINDOWS, WARMUP_WINDOW_SECONDS, warmedUp, warmUp } from './warmup.mjs';

describe('the warm-up before a throughput run', () => {
  it('goes on while the rate climbs more than 3 % over the best window before the last two', () => {
    expect(warmedUp([])).toBe(false);
    expect(warmedUp([775])).toBe(false);
    expect(warmedUp([1200, 1100])).toBe(false);
    expect(warmedUp([775, 891, 1013, 1075, 1170, 1241])).toBe(false);
    expect(warmedUp([1000, 1030, 1031])).toBe(false);
  });

  it('goes on after one window that pauses the climb (cold cluster: 663, 911, 977, 1,000, then 1,202 measured)', () => {
    expect(warmedUp([663, 911, 977, 1000])).toBe(false);
    expect(warmedUp([663, 911, 977, 1000, 1150])).toBe(false);
  });

  it('stops once two windows in a row are within 3 % of the best before them, or below it', () => {
    expect(warmedUp([1000, 1030, 1030])).toBe(true);
    expect(warmedUp([1200, 1100, 1150])).toBe(true);
    expect(warmedUp([775, 891, 1013, 1075, 1170, 1241, 1251, 1270])).toBe(true);
  });

  it('stops after the last window even while the rate still climbs', () => {
    const climbing = Array.from({ length: WARMUP_MAX_WINDOWS }, (_, i) => 500 + 100 * i);
    expect(warmedUp(climbing.slice(0, -1))).toBe(false);
    expect(warmedUp(climbing)).toBe(true);
  });

  it('runs windows of the same length and answers their rates, the cold one first', async () => {
    const rates = [775, 891, 1013, 1075, 1170, 1241, 1251, 1329, 1131, 1104, 1146];
    const lengths = [];
    const seen = await warmUp(async (seconds) => {
      lengths.push(seconds);
      return rates[lengths.length - 1];
    });
    expect(seen).toEqual([775, 891, 1013, 1075, 1170, 1241, 1251, 1329, 1131, 1104]);
    expect(lengths.every((s) => s === WARMUP_WINDOW_SECONDS)).toBe(true);
  });
});
