import { useEffect } from 'react';

/**
 * Loads the first registration step's code while the person reads the landing (once the page is idle), so 'Get
 * Started' shows the start page without waiting for two chunks one after the other (issue 11 §5 budget: each step
 * within 1 s). The chunks are the ones the routes load lazily, so nothing is loaded twice.
 */
export function usePrefetchRegistration() {
  useEffect(() => {
    const load = () => {
      void import('../../ui/AntdTheme').catch(() => undefined);
      void import('../registration/RegistrationRoutes').catch(() => undefined);
      void import('../registration/pages/StartPage').catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 500);
    return () => window.clearTimeout(timer);
  }, []);
}
