// jsdom lacks a few browser APIs antd needs (toolchain.md "antd 6 in jsdom").
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { setTestNow, testStartInstant } from './fixedClock';
import { clearAccountQueries } from '../src/remote/accountQuerySlot';

// No test depends on the day it runs (fixedClock.ts); a test that fakes timers sets its own instant over this one.
setTestNow(testStartInstant());

// react-router needs them; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

if (!globalThis.MessageChannel) {
  // A timer-based channel: Node's own MessagePort keeps jest from exiting after the run.
  type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void; start(): void };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const makePort = (target: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => void setTimeout(() => target().onmessage?.({ data }), 0),
        close: () => undefined,
        start: () => undefined,
      });
      this.port1 = makePort(() => this.port2);
      this.port2 = makePort(() => this.port1);
    }
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof globalThis.MessageChannel;
}

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

// findBy* waits 1 s by default; on CI's loaded 2-core machine an antd dialog can take longer to
// mount after a bus command, so a correct screen failed there. A failure still fails, only later.
configure({ asyncUtilTimeout: 10000 });

// antd injects hundreds of CSS-in-JS rules; jsdom matches every rule against every element in each
// getComputedStyle, which *ByRole and user-event call for every node they look at, so a dialog test
// spent most of its time in selector matching. A style element whose type is not text/css gets no
// style sheet in jsdom. What stays: inline styles (antd's motion and hidden modals use them), the
// hidden and aria-hidden attributes, so what a test can see is unchanged for the patterns we use.
const createElement = document.createElement.bind(document);
document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
  const element = createElement(tagName, options);
  if (tagName.toLowerCase() === 'style') element.setAttribute('type', 'text/x-unparsed-in-tests');
  return element;
}) as typeof document.createElement;

// The page's account-data cache (ADR 0088) is one per test file: each test starts with none, after its tree is gone.
afterEach(() => {
  cleanup();
  clearAccountQueries();
});
