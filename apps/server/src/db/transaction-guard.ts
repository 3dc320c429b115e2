// The embedded database has one connection: while a transaction is open, every other query waits for
// it to end. Code inside a transaction that queries through the root database instead of its `tx`
// (a cache that fills itself, a helper given `deps.db`) and awaits the answer waits for itself, and
// every request after it waits behind it, for ever. This guard notices such a query and turns the hang
// into an error that names the cause: the query waits for its transaction as it always did, but no
// longer than `waitMs`; past that the transaction is taken to be waiting for it, and the query fails
// without being run, so the transaction fails and rolls back and the database is free again. With
// `waitMs` 0 (the tests) it fails at once, so each such call is found and given its `tx`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

interface OpenTransaction {
  open: boolean;
  ended: Promise<void>;
}

const insideTransaction = new AsyncLocalStorage<OpenTransaction>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query went to the database around the transaction it was made in, which on the embedded ' +
        'database waits for that transaction to end: give it the transaction (tx) instead',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

/** Resolves when the transaction ends, or rejects when it is still open after `waitMs`. */
async function waitForEnd(transaction: OpenTransaction, waitMs: number): Promise<void> {
  const error = new QueryOutsideTransactionError();
  if (waitMs <= 0) throw error;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error), waitMs);
  });
  try {
    await Promise.race([transaction.ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whatever this call would run is held back until the caller's open transaction (if any) ends. Outside
 * a transaction, the common case, the call runs at once with no promise of its own around it.
 */
function afterOpenTransaction<T>(waitMs: number, run: () => Promise<T>): Promise<T> {
  const transaction = insideTransaction.getStore();
  if (!transaction?.open) return run();
  return waitForEnd(transaction, waitMs).then(run);
}

/** Guards an embedded database's client (see the file's comment); answers the same client. */
export function guardTransactions(client: PGlite, options: { waitMs: number }): PGlite {
  const { waitMs } = options;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    afterOpenTransaction(waitMs, () => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    afterOpenTransaction(waitMs, () => exec(...args))) as PGlite['exec'];
  client.transaction = (<T>(callback: Parameters<PGlite['transaction']>[0]) =>
    afterOpenTransaction(waitMs, () =>
      transaction((tx) => {
        let end = () => {};
        const state: OpenTransaction = { open: true, ended: new Promise<void>((resolve) => (end = resolve)) };
        const finish = () => {
          state.open = false;
          end();
        };
        return insideTransaction.run(state, async () => {
          try {
            return (await callback(tx)) as T;
          } finally {
            finish();
          }
        });
      }),
    )) as PGlite['transaction'];
  return client;
}
