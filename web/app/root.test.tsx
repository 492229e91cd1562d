import { createRemixStub } from '@remix-run/testing'
import i18next from 'i18next'
import { JSDOM, VirtualConsole } from 'jsdom'
import { act } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../locales/en/common.json'
import { ErrorBoundary } from './root.tsx'

// A browser-like DOM for react-dom/client, set up by hand: vitest's jsdom environment would load the
// router packages outside Vite, where they find the root's React 19 (see vite.config.ts).
const dom = new JSDOM('<!DOCTYPE html><html><body></body></html>', {
  url: 'http://localhost/',
  // The test provokes a render error on purpose; keep jsdom from printing it.
  virtualConsole: new VirtualConsole(),
})
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  IS_REACT_ACT_ENVIRONMENT: true,
})
const { createRoot } = await import('react-dom/client')

function Broken(): never {
  throw new Error('render failure')
}

describe('root ErrorBoundary', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it("shows the spec's catch-all text and logs the error to the console", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    // react-router's notice about its v7 future flags is not what this test is about.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = i18next.createInstance()
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { common: english } },
      defaultNS: 'common',
      react: { useSuspense: false },
      showSupportNotice: false,
    })
    const Stub = createRemixStub([{ path: '/', Component: Broken, ErrorBoundary }])
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <I18nextProvider i18n={i18n}>
          <Stub initialEntries={['/']} />
        </I18nextProvider>,
      )
    })
    expect(container.querySelector('h1')?.textContent).toBe('Something went wrong. Check console for errors.')
    expect(
      consoleError.mock.calls.some(
        (call) => String(call[0]).includes('render failure') || (call[0] as Error)?.message === 'render failure',
      ),
    ).toBe(true)
    act(() => root.unmount())
  })
})
