import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

const MODULE_PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * The page's scripts downloaded after what the first paint needs. Remix's `<Scripts>` announces every
 * module of the page with `<link rel="modulepreload">`, which Chromium fetches at high priority beside
 * the stylesheets: on a slow link the 100-odd KiB of scripts share the bandwidth the render-blocking
 * stylesheets need, and the page (already whole in the server's HTML) paints later than it could. With
 * `fetchpriority="low"` the stylesheets go first; the scripts still start at once, in parallel, and
 * hydrate the page shortly after it is shown. `<Scripts>` takes no such option, so the HTML it renders
 * is rewritten here, on its way out.
 *
 * A chunk of the stream may end in the middle of the tag: the end of each chunk that could be the start
 * of one is held back until the next (and so may a character's bytes, which the decoder keeps).
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8')
  let heldBack = ''
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const text = heldBack + decoder.write(chunk)
      const keep = partialTagAtEnd(text)
      heldBack = text.slice(text.length - keep)
      done(null, lowerPriority(text.slice(0, text.length - keep)))
    },
    flush(done: TransformCallback) {
      done(null, lowerPriority(heldBack + decoder.end()))
    },
  })
}

function lowerPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)
}

/** How many characters at the end of `text` begin the tag without completing it. */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length
  }
  return 0
}
