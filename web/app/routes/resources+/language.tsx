import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { supportedLanguages } from '#app/i18n/config.ts'
import { languageCookie } from '#app/i18n/i18n.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.ts'
import { readFormData } from '#app/forms/forms.server.ts'

const FALLBACK_PAGE = '/home'

const languageFormSchema = z.object({
  lng: z.enum(supportedLanguages),
  // Only a path on this site, never another origin (`/\evil.example` included).
  redirectTo: z.unknown().transform((value) => safeRedirectPath(value, FALLBACK_PAGE)),
})

/** The language switch posts here; the choice persists in the `lng` cookie for a year. */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = languageFormSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) throw new Response('Unsupported language', { status: 400 })
  return redirect(parsed.data.redirectTo, {
    status: 303,
    headers: { 'Set-Cookie': languageCookie(parsed.data.lng) },
  })
}

export function loader() {
  return redirect(FALLBACK_PAGE)
}
