import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { availableNamespaces, getNamespaceMessages } from './resources.server.ts'

const APP_DIR = path.resolve(import.meta.dirname, '..')
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

type Messages = { [key: string]: string | string[] | Messages }

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key
    return typeof value === 'object' && !Array.isArray(value) ? keysOf(value, full) : [full, full.replace(PLURAL_SUFFIX, '')]
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('translation keys', () => {
  it('has every key the app asks for by name (a missing one shows raw, like realityCheck.session.minutes did)', () => {
    const known = new Set<string>()
    for (const namespace of availableNamespaces) {
      for (const key of keysOf(getNamespaceMessages('en', namespace) as Messages)) {
        known.add(key)
        known.add(`${namespace}:${key}`)
      }
    }
    const missing: string[] = []
    for (const file of sourceFiles(APP_DIR)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        if (!known.has(key!)) missing.push(`${key} (${path.relative(APP_DIR, file)})`)
      }
    }
    expect(missing).toEqual([])
  })
})
