const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB", 3_200_000_000 -> "3.2 GB" (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
