import { oneLoginAtATime } from '../../support/cms.ts'
import http from 'node:http'
import os from 'node:os'
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
  const response = await oneLoginAtATime(email, () =>
    fetch(`${CMS_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  )
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

/** The web processes of a site: web/server.js runs WEB_WORKERS of them, by default one per core. */
export const WEB_WORKERS = Number(process.env.WEB_WORKERS || os.availableParallelism())

/** A GET on a connection of its own: node:cluster hands each new connection to the next web process in turn. */
function getOnNewConnection(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          if (response.statusCode === 200) resolve(body)
          else reject(new Error(`GET ${url} answered ${response.statusCode}`))
        })
      })
      .on('error', reject)
  })
}

/**
 * A site page's HTML as every web process answers it now, e.g. right after a CMS save (each process
 * drops its copy of the CMS's content when the CMS announces the change, decision 014): one request after
 * another, each on a new connection, twice round the processes.
 */
export async function pageFromEveryWorker(path: string, siteUrl = WEB_URL): Promise<string[]> {
  const pages: string[] = []
  for (let request = 0; request < 2 * WEB_WORKERS; request++) pages.push(await getOnNewConnection(`${siteUrl}${path}`))
  return pages
}

type Media = { filename: string }
export type Slide = { alt: string; link: string; image: Media }
export type Faq = { id: number; title: string; category: string }
export type HowToPlay = { id: number; title: string }
export type SiteSettings = { supportEmail: string; phone: string; handle: string; ageBanner: string; brandName: string }
