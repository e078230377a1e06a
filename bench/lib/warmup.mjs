// When a load's rate has stopped climbing (bench/cluster-transfers.mjs): throughput is the steady rate, and
// just-started servers climb to it over their first seconds (V8's JIT, new database sessions building their caches).

/** Warm-up windows: this long each, at most this many; the climb is over when a window gains less than this. */
export const WARMUP_WINDOW_SECONDS = 3;
export const WARMUP_MAX_WINDOWS = 10;
export const WARMUP_STEADY_GAIN = 0.03;

/**
 * True once the rate has stopped climbing: neither of the last two windows is more than WARMUP_STEADY_GAIN above the
 * best window before them (one such window can be a pause in the climb), or the windows have run out.
 */
export const warmedUp = (rates) => {
  if (rates.length >= WARMUP_MAX_WINDOWS) return true;
  if (rates.length < 3) return false;
  const best = Math.max(...rates.slice(0, -2));
  return rates.slice(-2).every((rate) => rate <= best * (1 + WARMUP_STEADY_GAIN));
};

/** Runs `window(seconds)` (resolving with its rate) until warmedUp; resolves with the rates, the first being the cold rate. */
export const warmUp = async (window) => {
  const rates = [];
  while (!warmedUp(rates)) rates.push(await window(WARMUP_WINDOW_SECONDS));
  return rates;
};
