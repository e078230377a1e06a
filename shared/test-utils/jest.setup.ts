// jsdom lacks a few browser APIs antd needs (toolchain.md "antd 6 in jsdom").
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
