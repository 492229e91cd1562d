import { type LoaderFunctionArgs } from '@remix-run/node'
import { NavLink, Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAgent } from '#app/agents/agent.server.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import agentStylesUrl from '#app/agents/agents.css?url'

export const handle = { i18n: ['agents'], pageTitle: 'agentShop' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: agentStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAgent(request)
  return null
}

/** The shop's pages, in the order an agent's day uses them. */
export const agentPages = [
  { to: '/dashboard/agent', key: 'menu.overview', end: true },
  { to: '/dashboard/agent/cash-in', key: 'menu.cashIn' },
  { to: '/dashboard/agent/cash-out', key: 'menu.cashOut' },
  { to: '/dashboard/agent/tickets', key: 'menu.tickets' },
  { to: '/dashboard/agent/commission', key: 'menu.commission' },
  { to: '/dashboard/agent/players', key: 'menu.players' },
] as const

/** The agent's shop: a row of links over the page in use (a phone's width scrolls it sideways). */
export default function AgentLayout() {
  const { t } = useTranslation('agents')
  return (
    <main className="page agent-page" data-testid="agent-page">
      <h1>{t('title')}</h1>
      <nav className="agent-menu" aria-label={t('menu.label')}>
        <ul>
          {agentPages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={'end' in page} className="agent-menu-link">
                {t(page.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </main>
  )
}
