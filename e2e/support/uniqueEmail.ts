let counter = 0;

/** A fresh address per call, so tests never collide on accounts (in one run or across runs). */
export function uniqueEmail(name: string): string {
  return `${name}${Date.now().toString(36)}${counter++}@example.org`;
}
