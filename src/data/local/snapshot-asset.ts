/** The migrated snapshot as a hashed static asset (written by build/database-plugin.ts before bundling). */
export const snapshotUrl = new URL('./generated/database-snapshot.tar.gz', import.meta.url).href;
