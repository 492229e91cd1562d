import { APP_SHELL_INLINE_SCRIPT } from './app-shell-script.ts'

/**
 * The installable app's start-up script (app-shell-script.ts), in production builds only: development
 * serves no service worker. Allowed by its hash; it carries the answer's nonce as well when there is
 * one, so that every script of such a page does (the security headers' browser test checks it).
 */
export function AppShellScript({ nonce }: { nonce: string }) {
  if (!import.meta.env.PROD) return null
  return <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: APP_SHELL_INLINE_SCRIPT }} />
}
