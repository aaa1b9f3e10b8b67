/** A byte count as the unit a person reads it in (B, KB, MB, GB; 1 KB = 1024 B). */
export type ByteUnit = 'bytes' | 'kilobytes' | 'megabytes' | 'gigabytes';

export function byteSize(bytes: number): { unit: ByteUnit; value: number } {
  const units: ByteUnit[] = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'];
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1024 && step < units.length - 1) {
    value /= 1024;
    step += 1;
  }
  return { unit: units[step] ?? 'bytes', value: step === 0 ? Math.round(value) : Math.round(value * 10) / 10 };
}
