/** A configuration the API refuses to start with; main.ts prints its message and exits 1. */
export class ConfigError extends Error {}
