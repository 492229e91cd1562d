export * from './bus.ts'
