import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';
import { queueClient, registerQueue, StatementQueue } from './statement-queue.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query API; the node-postgres type stands for both. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to clone test databases quickly. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Opens the database named by a URL: `postgres://…` for PostgreSQL, otherwise an embedded PGlite database in a
 * folder (`pglite://./data/pglite`, a plain path, or `memory://` for a throwaway in-memory one).
 */
export async function openDatabase(url: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not crash the
    // process: the pool simply opens a new one on the next query.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`PostgreSQL idle connection error: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dataDir = url === 'memory://' ? undefined : url.replace(/^pglite:\/\//, '');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // btree_gist: the bookings' exclusion constraints; pg_trgm: the trigram indexes of the name searches.
    extensions: { btree_gist, pg_trgm },
    loadDataDir: options.loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives inside the WASM heap; the demo data fits in far less.
    postgresqlconf: `shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`,
  });
  // One statement at a time: a bounded queue in front (issue 30 §4; statement-queue.ts).
  const queue = new StatementQueue();
  queueClient(client as never, queue);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  registerQueue(db, queue);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
