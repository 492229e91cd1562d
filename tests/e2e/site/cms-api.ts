import { E2E_SETTINGS } from '../../support/global-setup.ts'
import { CMS_URL, WEB_URL } from '../../support/urls.ts'

/** The CMS's public REST API, read the way the site reads it, to compare pages against. */
export async function cmsGet<T>(path: string): Promise<T> {
  const response = await fetch(`${CMS_URL}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

export async function cmsList<T>(collection: string): Promise<T[]> {
  const { docs } = await cmsGet<{ docs: T[] }>(`/api/${collection}?limit=100&sort=order&depth=1`)
  return docs
}

/** Logs in to the CMS REST API (e.g. as the seeded editor) and returns a JWT. */
export async function cmsLogin(email: string, password: string): Promise<string> {
  const response = await fetch(`${CMS_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`CMS login as ${email}: ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return token
}

export async function cmsWrite<T>(token: string, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${CMS_URL}${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

export const EDITOR = { email: 'editor@9jalottery.ng', password: 'Editor#2026' }

/** A Lexical document with one paragraph of plain text, the shape Payload's rich text fields take. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: null,
          textFormat: 0,
          textStyle: '',
          children: [{ mode: 'normal', text, type: 'text', style: '', detail: 0, format: 0, version: 1 }],
        },
      ],
    },
  }
}

/**
 * Fetches a site page until `predicate` holds on its HTML (the site caches CMS content briefly), then
 * waits out one cache time to live: each web process keeps its own copy, and another process (the
 * browser's connection may reach another one) may hold a copy from before the change for that long.
 */
export async function waitForPage(path: string, predicate: (html: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let html = ''
  while (Date.now() < deadline) {
    html = await (await fetch(`${WEB_URL}${path}`)).text()
    if (predicate(html)) {
      await new Promise((resolve) => setTimeout(resolve, Number(E2E_SETTINGS.CMS_CACHE_TTL_MS) + 250))
      return html
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${path} did not show the expected content within ${timeoutMs} ms`)
}

type Media = { filename: string }
export type Slide = { alt: string; link: string; image: Media }
export type Faq = { id: number; title: string; category: string }
export type HowToPlay = { id: number; title: string }
export type SiteSettings = { supportEmail: string; phone: string; handle: string; ageBanner: string; brandName: string }
