import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { afterCommit } from './afterCommit'
import { announceChange } from './announce'

/** The file names of upload documents (a document without a file has none). */
function filenamesOf(...docs: Array<{ filename?: unknown } | undefined>): string[] {
  const names = docs.map((doc) => doc?.filename).filter((name): name is string => typeof name === 'string' && name !== '')
  return [...new Set(names)]
}

const announceCollectionChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  // A new file (`req.file`) may take the name of one deleted before, or replace the previous one.
  const files = collection.upload && req.file ? filenamesOf(doc, previousDoc) : []
  await afterCommit(req, () => announceChange(req.payload, { source: collection.slug, files }))
  return doc
}

const announceCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const files = collection.upload ? filenamesOf(doc) : []
  await afterCommit(req, () => announceChange(req.payload, { source: collection.slug, files }))
  return doc
}

const announceGlobalChange: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await afterCommit(req, () => announceChange(req.payload, { source: global.slug, files: [] }))
  return doc
}

/** A collection the site reads: every committed create, update and delete is announced to it. */
export function announcingChanges(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), announceCollectionChange],
      afterDelete: [...(hooks.afterDelete ?? []), announceCollectionDelete],
    },
  }
}

/** A global the site reads: every committed change (a draft's too) is announced to it. */
export function announcingGlobalChanges(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), announceGlobalChange] } }
}
