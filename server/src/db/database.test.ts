import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, type TestDatabaseTarget } from '../testing/backends';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { openDatabase, type DatabaseHandle } from './open';

describe.each(availableBackends())('database on $kind', ({ kind, createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;

  beforeAll(async () => {
    target = await createTarget();
    database = await openDatabase(target.config);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it(`opens as ${kind} and answers a ping`, async () => {
    expect(database.kind).toBe(kind);
    const latency = await database.ping();
    // A measured duration, not a speed claim (timings belong to the benches).
    expect(Number.isFinite(latency) && latency >= 0).toBe(true);
  });

  it('applies every migration once, then nothing', async () => {
    expect(await migrate(database.db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrate(database.db)).toEqual([]);
    const columns = await sql<{ column_name: string; data_type: string; column_default: string | null }>`
      select column_name, data_type, column_default from information_schema.columns
      where table_schema = current_schema() and table_name = 'users' order by ordinal_position`.execute(
      database.db,
    );
    expect(columns.rows.map((c) => [c.column_name, c.data_type])).toEqual([
      ['uid', 'text'],
      ['email', 'text'],
      ['downloads', 'integer'],
      ['status', 'text'],
      ['created_at', 'timestamp with time zone'],
      ['updated_at', 'timestamp with time zone'],
      ['language', 'text'],
    ]);
  });

  it('enforces the constraints of the users table', async () => {
    await expect(
      database.db.insertInto('users').values({ uid: 'neg', email: 'n@example.org', downloads: -1 }).execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      database.db
        .insertInto('users')
        .values({ uid: 'st', email: 's@example.org', status: 'gold' as 'free' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('commits and rolls back transactions, and queues other queries behind them', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ uid: 'tx-commit', email: 'c@example.org' }).execute();
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ uid: 'tx-rollback', email: 'r@example.org' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const uids = await database.db.selectFrom('users').select('uid').where('uid', 'like', 'tx-%').execute();
    expect(uids.map((u) => u.uid)).toEqual(['tx-commit']);

    // A query issued while a transaction is open must not run inside it (PGlite has one connection).
    let releaseTransaction = () => {};
    const gate = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ uid: 'tx-slow', email: 'slow@example.org' }).execute();
      await gate;
      throw new Error('roll back the slow one');
    });
    const outside = database.db
      .insertInto('users')
      .values({ uid: 'tx-outside', email: 'o@example.org' })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseTransaction();
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    const after = await database.db
      .selectFrom('users')
      .select('uid')
      .where('uid', 'in', ['tx-slow', 'tx-outside'])
      .execute();
    expect(after.map((u) => u.uid)).toEqual(['tx-outside']);
  });

  it('fails ping after close, and close is idempotent', async () => {
    const other = await openDatabase(target.config);
    await other.close();
    await other.close();
    await expect(other.ping()).rejects.toThrow('Database is closed');
    // The client itself is released even though no query ever ran on this handle.
    await expect(sql`select 1`.execute(other.db)).rejects.toThrow();
  });
});

describe.each(availableBackends())('persistence on $kind', ({ createTarget }) => {
  it('keeps data across close and reopen', async () => {
    const target = await createTarget();
    try {
      const first = await openDatabase(target.config);
      await migrate(first.db);
      await first.db
        .insertInto('users')
        .values({ uid: 'persist-1', email: 'p@example.org', downloads: 2 })
        .execute();
      await first.close();

      const second = await openDatabase(target.config);
      try {
        expect(await migrate(second.db)).toEqual([]);
        const user = await second.db
          .selectFrom('users')
          .selectAll()
          .where('uid', '=', 'persist-1')
          .executeTakeFirst();
        expect(user).toMatchObject({
          uid: 'persist-1',
          email: 'p@example.org',
          downloads: 2,
          status: 'free',
        });
        expect(user?.created_at).toBeInstanceOf(Date);
      } finally {
        await second.close();
      }
    } finally {
      await target.cleanup();
    }
  });
});
