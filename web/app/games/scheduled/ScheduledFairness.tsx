import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/**
 * A scheduled family's part of /fairness, the same for every such family (virtual sports, number
 * games): the scheme in words, a form to pick a game and one of its events by id, the event's proof
 * (the family's own, checked in the browser), and the game's recent events to pick from. The family
 * gives the texts, from its locale keys, and the proof.
 */
export function ScheduledFairness({
  anchor,
  testId,
  title,
  about,
  game,
  event,
  find,
  missing,
  proof,
  recent,
}: {
  /** The section's id: /fairness#virtual-sports, /fairness#number-games. */
  anchor: string
  testId: string
  title: string
  about: string[]
  /** The game picker: its query parameter, label, the game shown and the family's games. */
  game: { name: string; label: string; value: string; options: Array<{ value: string; title: string }> }
  /** The event's id field: its query parameter, label, what was asked for and its test id. */
  event: { name: string; label: string; value: string; testId: string }
  find: string
  /** Why the event asked for is not shown (no such event of this game), or null. */
  missing: { text: string; testId: string } | null
  proof: ReactNode
  recent: { title: string; empty: string; events: Array<{ id: number; href: string; label: string }> }
}) {
  return (
    <section className="crash-fairness" id={anchor} data-testid={testId}>
      <h2>{title}</h2>
      {about.map((paragraph) => (
        <p key={paragraph} className="muted">
          {paragraph}
        </p>
      ))}
      <Form method="get" className="inline-form vs-fairness-form" preventScrollReset>
        <label>
          <span>{game.label}</span>
          <select name={game.name} defaultValue={game.value}>
            {game.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{event.label}</span>
          <input name={event.name} inputMode="numeric" pattern="[0-9]*" defaultValue={event.value} data-testid={event.testId} />
        </label>
        <button type="submit" className="button">
          {find}
        </button>
      </Form>
      {missing ? (
        <p className="field-error" role="alert" data-testid={missing.testId}>
          {missing.text}
        </p>
      ) : null}
      {proof}
      <h3>{recent.title}</h3>
      {recent.events.length === 0 ? (
        <p>{recent.empty}</p>
      ) : (
        <ul className="vs-fairness-recent">
          {recent.events.map((entry) => (
            <li key={entry.id}>
              <Link to={entry.href} preventScrollReset>
                {entry.id} · {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** An event's published facts: its chain's commitment, its place in the chain, its link (once revealed) and its outcome. */
export function ProofFacts({ facts }: { facts: Array<{ term: string; value: ReactNode; mono?: boolean; testId?: string }> }) {
  return (
    <dl>
      {facts.map((fact) => [
        <dt key={`${fact.term}-term`}>{fact.term}</dt>,
        <dd key={`${fact.term}-value`} className={fact.mono ? 'mono' : undefined} data-testid={fact.testId}>
          {fact.value}
        </dd>,
      ])}
    </dl>
  )
}

/** What the browser's own check found: each finding in its line, marked as holding or not; a finding that does not apply is left out. */
export function CheckFindings({
  testId,
  verified,
  findings,
  children,
}: {
  testId: string
  verified: boolean
  findings: Array<{ holds: boolean; text: string } | null>
  children?: ReactNode
}) {
  return (
    <div data-testid={testId} data-state={verified ? 'verified' : 'mismatch'}>
      {findings.map((finding, at) =>
        finding ? (
          <p key={at} className={finding.holds ? 'verified' : 'field-error'}>
            {finding.text}
          </p>
        ) : null,
      )}
      {children}
    </div>
  )
}
