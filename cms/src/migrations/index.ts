import * as migration_20261122_001021_initial from './20261122_001021_initial';
import * as migration_20261123_013802_testimonials_quotes from './20261123_013802_testimonials_quotes';
import * as migration_20261126_234500_remove_recent_winners from './20261126_234500_remove_recent_winners';
import * as migration_20261206_095636_staff_roles from './20261206_095636_staff_roles';
import * as migration_20261206_191201_content_in_five_languages from './20261206_191201_content_in_five_languages';

export const migrations = [
  {
    up: migration_20261122_001021_initial.up,
    down: migration_20261122_001021_initial.down,
    name: '20261122_001021_initial',
  },
  {
    up: migration_20261123_013802_testimonials_quotes.up,
    down: migration_20261123_013802_testimonials_quotes.down,
    name: '20261123_013802_testimonials_quotes',
  },
  {
    up: migration_20261126_234500_remove_recent_winners.up,
    down: migration_20261126_234500_remove_recent_winners.down,
    name: '20261126_234500_remove_recent_winners',
  },
  {
    up: migration_20261206_095636_staff_roles.up,
    down: migration_20261206_095636_staff_roles.down,
    name: '20261206_095636_staff_roles',
  },
  {
    up: migration_20261206_191201_content_in_five_languages.up,
    down: migration_20261206_191201_content_in_five_languages.down,
    name: '20261206_191201_content_in_five_languages'
  },
];
