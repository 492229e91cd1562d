import { eventBusSettings } from '@9ja/live/node'
import { z } from 'zod'

import { backOfficeSettings } from './back-office/settings'

/**
 * Settings of the CMS process, validated once when the Payload config loads.
 * A missing or bad setting stops the process with one line naming it.
 */
const cmsEnvSchema = z.object({
  CMS_DATABASE_URL: z
    .string({ error: 'is required (a postgres:// connection string)' })
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string'),
  PAYLOAD_SECRET: z.string({ error: 'is required (at least 32 characters)' }).min(32, 'must be at least 32 characters'),
  CMS_PUBLIC_URL: z.url('must be an absolute http(s) URL').default('http://localhost:3001'),
  CMS_MEDIA_DIR: z.string().startsWith('/', 'must be an absolute path').optional(),
  // The platform's event bus, on which every committed change is announced to the web (decision 014):
  // REDIS_URL, else NATS_URL, else LIVE_DATABASE_URL, else none (the web's cache then expires on its own).
  ...eventBusSettings.shape,
  ...backOfficeSettings.shape,
})

export type CmsEnv = z.infer<typeof cmsEnvSchema>

// `next build` imports the config to collect routes but never connects or signs anything,
// so it may run on a build machine that holds no production secrets.
const isNextBuild = process.env.NEXT_PHASE === 'phase-production-build'
const buildPlaceholders = {
  CMS_DATABASE_URL: 'postgres://build-placeholder@127.0.0.1:5432/unused',
  PAYLOAD_SECRET: 'build-placeholder-secret-never-used-at-runtime',
}

function loadCmsEnv(source: NodeJS.ProcessEnv): CmsEnv {
  // `NAME=` in a .env file means unset: the default applies.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const input = isNextBuild ? { ...buildPlaceholders, ...set } : set
  const parsed = cmsEnvSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const line = `Invalid CMS setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`
  console.error(line)
  process.exit(1)
}

export const env = loadCmsEnv(process.env)
