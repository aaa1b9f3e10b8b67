/** The store contract on the embedded runtime (PGlite in Node, one migrated copy for the file). */
import { describeStoreContract, type SignedInUser } from '../contract/store-contract';
import { createLocalBackend } from './local-backend';
import { createLocalShareDriver } from './local-share-driver';
import { openMigratedCopy } from './node-database';

/**
 * Small import batches: a file of a few records is written in several calls, in its one transaction.
 * Shares on: the app's embedded runtime has none, but the contract runs their rules on the same SQL as Supabase.
 */
const options = { importBatchChars: 2000, shares: createLocalShareDriver };

describeStoreContract('local (PGlite)', async () => {
  const db = await openMigratedCopy();
  let count = 0;
  return {
    async newUser(): Promise<SignedInUser> {
      count += 1;
      const email = `user${count}@example.com`;
      const password = `password-${count}`;
      const backend = createLocalBackend(db, options);
      await backend.auth.signUp(email, password);
      return { backend, email, password };
    },
    async signInElsewhere(user) {
      const backend = createLocalBackend(db, options);
      await backend.auth.signIn(user.email, user.password);
      return backend;
    },
    async signedOut() {
      return createLocalBackend(db, options);
    },
  };
});
