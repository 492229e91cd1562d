import type { PayloadRequest } from 'payload'

type Task = () => Promise<void>

/** The tasks waiting for each open transaction (the adapter's session object) to commit. */
const tasksOfSession = new WeakMap<object, Task[]>()

/**
 * Runs `task` once the database transaction of `req` has committed, and never if it is rolled back.
 * Payload runs afterChange and afterDelete hooks inside the operation's transaction, before its commit
 * (payloadcms/payload#5886), so whoever a hook tells at once may still read what was there before. The
 * adapter keeps each open transaction in `payload.db.sessions`, and committing one calls its `resolve`:
 * that is wrapped here so the tasks run right after the commit and before the operation answers (an
 * editor's save is answered once they are done; they are expected to bound their own time). Without a
 * transaction the write is already visible, and the task runs at once. A failing task is logged: the
 * change is committed whatever happens after.
 */
export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  const logged: Task = () => task().catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'a task after a commit failed' }))
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : req.payload.db.sessions?.[String(transactionID)]
  if (!session) return logged()
  const waiting = tasksOfSession.get(session)
  if (waiting) return void waiting.push(logged)
  const tasks = [logged]
  tasksOfSession.set(session, tasks)
  const commit = session.resolve
  session.resolve = async () => {
    await commit()
    for (const each of tasks) await each()
  }
}
