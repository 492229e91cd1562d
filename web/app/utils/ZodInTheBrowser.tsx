/**
 * zod builds a faster parser for an object schema with `new Function` unless told not to. The site's
 * Content-Security-Policy allows no eval, so in the browser that is refused and reported as a violation
 * (script-src eval) on every page with a form, although zod catches the refusal and parses without it.
 * zod reads its settings from `globalThis.__zod_globalConfig` when it loads, and a schema reads them
 * when it is built: this script sets them before the page's modules run, without bringing zod into the
 * chunk every page loads. The server has no such policy and keeps the faster parser.
 */
export function ZodInTheBrowser({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: 'window.__zod_globalConfig={jitless:true}' }}
    />
  )
}
