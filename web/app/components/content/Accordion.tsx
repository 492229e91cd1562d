import { useRef, type SyntheticEvent } from 'react'
import { SanitizedHtml } from './SanitizedHtml.tsx'

/** `lang`: the language the CMS answered the entry in (English where it is not written in the player's). */
type AccordionItem = { id: number; title: string; html: string; lang: string }

/**
 * One entry open at a time. Built on <details name="…">, which browsers that support exclusive
 * accordions enforce without JavaScript; the toggle handler enforces it everywhere else.
 */
export function Accordion({ name, items }: { name: string; items: AccordionItem[] }) {
  const listRef = useRef<HTMLDivElement>(null)

  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget
    if (!opened.open) return
    listRef.current?.querySelectorAll('details[open]').forEach((details) => {
      if (details !== opened) details.removeAttribute('open')
    })
  }

  return (
    <div className="accordion" ref={listRef} data-testid={`accordion-${name}`}>
      {items.map((item) => (
        <details key={item.id} className="accordion-item" name={name} lang={item.lang} onToggle={closeOthers}>
          <summary className="accordion-title">{item.title}</summary>
          <SanitizedHtml html={item.html} className="rich-text accordion-body" />
        </details>
      ))}
    </div>
  )
}
