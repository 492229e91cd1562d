import * as migration_20261122_001021_initial from './20261122_001021_initial';

export const migrations = [
  {
    up: migration_20261122_001021_initial.up,
    down: migration_20261122_001021_initial.down,
    name: '20261122_001021_initial'
  },
];
