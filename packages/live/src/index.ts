export * from './crash-events.ts'
export * from './crash-reducer.ts'
export * from './bus.ts'
export * from './platform-clock.ts'
