export * from './crash-events.ts'
