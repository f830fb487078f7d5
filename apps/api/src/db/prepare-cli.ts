import { loadConfig } from '../config.ts';
import { prepareDatabase } from './prepare.ts';

// Child process of the server's start: migrate and seed, print the outcome, exit (see prepareInChildProcess).
prepareDatabase(loadConfig().databaseUrl).then(
  (seeded) => {
    console.log(seeded ? 'seeded' : 'ready');
    process.exit(0);
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
