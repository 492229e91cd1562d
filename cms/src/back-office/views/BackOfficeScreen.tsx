import { DefaultTemplate } from '@payloadcms/next/templates'
import { Banner, Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { noticeOf, type Notice } from '../notice'
import { SCREENS, mayOpen, screenUrl, type Screen } from '../screens'
import { loginUrl } from '../session'
import { StaffApiError, staffApi, type StaffApi, type StaffUser } from '../staffApi'

type ScreenContent = (context: { api: StaffApi; user: StaffUser; notice: Notice | null }) => Promise<ReactNode>

/**
 * A back-office screen in the admin's own layout (nav, header). Payload lets a custom view render for
 * anyone, so the screen checks for itself: no login goes to the login page, a role the screen's action
 * does not allow is refused (the wallet-service would refuse its calls too), and a refusal or outage of
 * the staff API (or its missing secret) shows the message instead of the content. A screen's `form`
 * (what its content is read for, such as a report's period) stays above it either way, so a query the
 * service refused can be corrected where it was typed.
 */
export async function BackOfficeScreen({
  view,
  screen,
  form,
  children,
}: {
  view: AdminViewServerProps
  screen: Screen
  form?: ReactNode
  children: ScreenContent
}) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user) redirect(loginUrl(screenUrl(screen)))
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <SetStepNav
        nav={
          screen === SCREENS.home
            ? [{ label: screen.label }]
            : [{ label: 'Back office', url: screenUrl(SCREENS.home) }, { label: screen.label }]
        }
      />
      <Gutter className="back-office">
        <h1>{screen.label}</h1>
        {await content(user, screen, searchParams, form, children)}
      </Gutter>
    </DefaultTemplate>
  )
}

async function content(
  user: StaffUser,
  screen: Screen,
  searchParams: AdminViewServerProps['searchParams'],
  form: ReactNode,
  children: ScreenContent,
) {
  if (!mayOpen(user, screen)) {
    return <Banner type="error">Your roles do not allow this screen. Ask an admin if your work needs it.</Banner>
  }
  try {
    const shown = await children({ api: staffApi(user), user, notice: await noticeOf(searchParams) })
    return (
      <>
        {form}
        {shown}
      </>
    )
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return (
      <>
        {form}
        <Banner type="error">{error.message}</Banner>
      </>
    )
  }
}
