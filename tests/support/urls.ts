import { inject } from 'vitest'

const urls = inject('urls')
export const WEB_URL = urls.web
export const CMS_URL = urls.cms
export const WALLET_URL = urls.wallet
export const CONTROL_URL = urls.control
/** The wallet database of the platform under test (tests read a player's secret seed from it). */
export const WALLET_DATABASE_URL = urls.walletDatabase
/** The suite's Chromium (global-setup.ts launches it once). */
export const BROWSER_ENDPOINT = inject('browserEndpoint')
