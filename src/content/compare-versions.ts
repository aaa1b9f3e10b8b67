/**
 * The order of bank versions, apart from version-lock.ts (which reads files) so
 * the studio's page can order a bank's released versions too.
 */

/** -1, 0 or 1 for two "major.minor.patch" versions. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let index = 0; index < Math.max(pa.length, pb.length); index += 1) {
    const difference = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
