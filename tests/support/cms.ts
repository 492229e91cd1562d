import pg from 'pg'
import type { Page } from 'playwright-core'
import { CMS_URL, WALLET_DATABASE_URL } from './urls.ts'

/**
 * Logs `user` in to the CMS admin; done when the admin shows them its nav, whose "Back office" group
 * every staff role has. Payload keeps a user's sessions in one list on the user, read and written back
 * at each login, so two logins of one user at the same moment (test files in parallel share the seeded
 * staff logins) keep only one of the two sessions: logins of one user wait for each other, across the
 * test workers, on a PostgreSQL advisory lock named by the email.
 */
export async function logInToCms(page: Page, user: { email: string; password: string }) {
  // Chromium sometimes asks for /favicon.ico although the admin declares its own icons; the CMS
  // has none there, and the 404 would be logged as a console error that says nothing about the admin.
  await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  // The admin's screens are rendered by Next.js and Payload on the server, a post and its page again, on a
  // machine running several browser workers. Staff screens have no latency target; their waits allow a
  // minute. (Support's End sessions, once put down to this, failed at a minute too: its redirect never came.)
  page.setDefaultTimeout(60_000)
  await page.goto(`${CMS_URL}/admin`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await oneLoginAtATime(user.email, async () => {
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Back office home' }).waitFor()
  })
}

/** Runs a login of `email` (through the admin or the REST API) while no other test worker logs that user in. */
export async function oneLoginAtATime<T>(email: string, login: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: WALLET_DATABASE_URL })
  await lock.connect()
  try {
    await lock.query("select pg_advisory_lock(hashtext('cms-login:' || $1))", [email])
    return await login()
  } finally {
    // Closing the connection releases the lock.
    await lock.end()
  }
}

/**
 * Follows a link of the admin's nav. Up to 1440 px wide the admin starts with its nav closed (a drawer):
 * the menu button opens it first.
 */
export async function followNavLink(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true })
  const openMenu = page.getByRole('button', { name: 'Open Menu' }).first()
  if (await openMenu.isVisible()) await openMenu.click()
  await link.click()
}

/**
 * Opens a document's edit view in one language. The admin otherwise opens the language its user last chose,
 * and the seeded staff logins are shared by test files. Payload locks a document while someone has it open;
 * if an earlier session's lock is still held, the "Document locked" dialog offers to take it over.
 */
export async function openForEditing(page: Page, url: string, locale: string) {
  await page.goto(`${url}?locale=${locale}`)
  const title = page.getByLabel('Title')
  const takeOver = page.getByRole('button', { name: 'Take over' })
  await title.or(takeOver).first().waitFor()
  // The lock check answers shortly after the form renders; give the dialog a moment to appear.
  await takeOver.waitFor({ timeout: 2_000 }).catch(() => {})
  if (await takeOver.isVisible()) await takeOver.click()
  await title.waitFor()
}

/** Adds a paragraph at the end of the document's first rich text field. */
export async function appendParagraph(page: Page, text: string) {
  const body = page.locator('[contenteditable="true"]').first()
  await body.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(text)
  await body.getByText(text).waitFor()
}

/** The admin's toast with `text`. */
export function adminToast(page: Page, text: string) {
  return page.locator('.payload-toast-container, [data-sonner-toaster]').getByText(text)
}
