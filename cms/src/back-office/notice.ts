import { randomUUID } from 'node:crypto'

import { cookies } from 'next/headers'
import { z } from 'zod'

import { ADMIN_ROUTE } from './screens'

/**
 * What a form's action tells the page it redirects to (post/redirect/get, so a reload sends nothing
 * again): kept in a short-lived cookie and shown only on the page whose address names its id, so a
 * link cannot put words of its own on a staff member's screen.
 */
const notice = z.object({
  id: z.string(),
  tone: z.enum(['success', 'error']),
  message: z.string(),
  /** The pending decision the message is about, shown beside that decision's buttons. */
  decisionId: z.string().optional(),
  /** What the form held, so a refused request keeps what was typed. */
  values: z.record(z.string(), z.string()).optional(),
})
export type Notice = z.infer<typeof notice>

const COOKIE = 'back-office-notice'

/** In a server action or route handler: keeps `told` for the page at `url`, and gives the address to redirect to. */
export async function redirectWithNotice(url: string, told: Omit<Notice, 'id'>): Promise<string> {
  const id = randomUUID()
  const value = Buffer.from(JSON.stringify({ ...told, id }), 'utf8').toString('base64url')
  ;(await cookies()).set(COOKIE, value, { httpOnly: true, sameSite: 'lax', path: `${ADMIN_ROUTE}/back-office`, maxAge: 300 })
  return `${url}${url.includes('?') ? '&' : '?'}notice=${id}`
}

/** In a view: the notice its address names, when this browser was just given it. */
export async function noticeOf(searchParams: Record<string, string | string[] | undefined> | undefined): Promise<Notice | null> {
  const wanted = searchParams?.notice
  const stored = (await cookies()).get(COOKIE)?.value
  if (typeof wanted !== 'string' || !stored) return null
  try {
    const parsed = notice.safeParse(JSON.parse(Buffer.from(stored, 'base64url').toString('utf8')))
    return parsed.success && parsed.data.id === wanted ? parsed.data : null
  } catch {
    return null
  }
}
