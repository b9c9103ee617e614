import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, NAMESPACES } from '@/lib/i18n';

// In the app, a page's messages load with the page; components under test render at once.
await i18n.loadNamespaces(NAMESPACES);

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(cleanup);

// jsdom lacks these browser APIs that Mantine uses.
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

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// A Select's dropdown scrolls its selected option into view.
Element.prototype.scrollIntoView = () => undefined;
