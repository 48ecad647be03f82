/** A byte count for people: `1 MB`, `1 KB`, `1500 bytes` (whole units only, else the next smaller). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}
