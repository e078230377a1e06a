import { api, CLIENT_VERSION } from '@qube/shared';

/** Where client errors go (SH-72): a local implementation recorded by our API, or a third party. */
export type ErrorMonitor = { captureError(error: unknown, extra?: Record<string, unknown>): void };

export type MonitoringConfig = { provider: 'local' | 'http' | 'off'; endpoint?: string; sampleRate: number };

export type ErrorReport = { message: string; stack?: string; url: string; release: string; level: 'error'; extra?: Record<string, unknown> };

export function toReport(error: unknown, extra?: Record<string, unknown>): ErrorReport {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  return { message: err.message, stack: err.stack, url: globalThis.location?.href ?? '', release: CLIENT_VERSION, level: 'error', extra };
}

/** Sample rate is a percentage: 100 keeps every error (SH-72, SD-52). */
export function isSampled(sampleRate: number, random: () => number = Math.random): boolean {
  return random() * 100 < sampleRate;
}

export function createMonitor(config: MonitoringConfig, send: (report: ErrorReport) => Promise<unknown> = defaultSender(config)): ErrorMonitor {
  return {
    captureError(error, extra) {
      if (config.provider === 'off' || !isSampled(config.sampleRate)) return;
      void send(toReport(error, extra)).catch(() => undefined);
    },
  };
}

function defaultSender(config: MonitoringConfig): (report: ErrorReport) => Promise<unknown> {
  if (config.provider === 'http' && config.endpoint) {
    const endpoint = config.endpoint;
    return (report) => fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report), keepalive: true });
  }
  return (report) => api.post('monitoring/errors/', report, { mute: true });
}

/** Reports uncaught errors and rejections of the whole page, remotes included. */
export function installGlobalHandlers(monitor: ErrorMonitor): () => void {
  const onError = (event: ErrorEvent) => monitor.captureError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => monitor.captureError(event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
}
