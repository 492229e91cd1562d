// Node only: the adapters bring ioredis, nats and pg, which the browser entry must never load.
export * from './bus.ts'
export * from './create-event-bus.ts'
export * from './nats-bus.ts'
export * from './postgres-bus.ts'
export * from './redis-bus.ts'
