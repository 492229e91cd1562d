import type { StaffRole } from '@9ja/contract'

/**
 * The sandbox identities the demo player and agent are verified with (KYC, README "Identity checks"):
 * numbers ending in 0 are a match at the sandbox provider, so the demo can withdraw.
 */
const DEMO_IDENTITIES = {
  player: { idType: 'BVN', idNumber: '22212345670', dateOfBirth: '1992-04-18' },
  agent: { idType: 'BVN', idNumber: '22287654320', dateOfBirth: '1985-09-02' },
  shopCustomer: { idType: 'BVN', idNumber: '22255501230', dateOfBirth: '1990-11-23' },
} as const

/**
 * The demo logins the seed creates. Each can be overridden by the setting named beside it,
 * so a shared demo machine need not use the published defaults.
 */
export function demoLogins(env: NodeJS.ProcessEnv = process.env) {
  // One staff login per role, and a second finance login: a manual adjustment needs two finance staff.
  const cms: { role: StaffRole; email: string; password: string }[] = [
    { role: 'admin', email: env.CMS_ADMIN_EMAIL ?? 'admin@9jalottery.ng', password: env.CMS_ADMIN_PASSWORD ?? 'Admin#2026' },
    { role: 'editor', email: env.CMS_EDITOR_EMAIL ?? 'editor@9jalottery.ng', password: env.CMS_EDITOR_PASSWORD ?? 'Editor#2026' },
    {
      role: 'compliance',
      email: env.CMS_COMPLIANCE_EMAIL ?? 'compliance@9jalottery.ng',
      password: env.CMS_COMPLIANCE_PASSWORD ?? 'Comply#2026',
    },
    { role: 'support', email: env.CMS_SUPPORT_EMAIL ?? 'support@9jalottery.ng', password: env.CMS_SUPPORT_PASSWORD ?? 'Support#2026' },
    { role: 'finance', email: env.CMS_FINANCE_EMAIL ?? 'finance@9jalottery.ng', password: env.CMS_FINANCE_PASSWORD ?? 'Finance#2026' },
    {
      role: 'finance',
      email: env.CMS_FINANCE2_EMAIL ?? 'finance2@9jalottery.ng',
      password: env.CMS_FINANCE2_PASSWORD ?? 'Finance2#2026',
    },
    { role: 'risk', email: env.CMS_RISK_EMAIL ?? 'risk@9jalottery.ng', password: env.CMS_RISK_PASSWORD ?? 'Risk#2026' },
  ]
  return {
    cms,
    players: [
      {
        role: 'player (Individual)',
        fullName: 'Ada Okafor',
        phone: '08012345678',
        email: env.DEMO_PLAYER_EMAIL ?? 'player@9jalottery.ng',
        password: env.DEMO_PLAYER_PASSWORD ?? 'Player#2026',
        identity: DEMO_IDENTITIES.player,
      },
      {
        role: 'agent',
        fullName: 'Musa Bello',
        phone: '08087654321',
        email: env.DEMO_AGENT_EMAIL ?? 'agent@9jalottery.ng',
        password: env.DEMO_AGENT_PASSWORD ?? 'Agent#2026',
        identity: DEMO_IDENTITIES.agent,
      },
      {
        role: "player (the demo agent's)",
        fullName: 'Chioma Eze',
        phone: '08055501234',
        email: env.DEMO_CUSTOMER_EMAIL ?? 'customer@9jalottery.ng',
        password: env.DEMO_CUSTOMER_PASSWORD ?? 'Customer#2026',
        identity: DEMO_IDENTITIES.shopCustomer,
      },
    ],
  }
}
