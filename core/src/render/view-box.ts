/** An SVG viewBox: its origin and size, in the user units of what it frames. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A viewBox attribute's four numbers (spaces and/or commas between), or undefined if it has not. */
export function parseViewBox(text: string | null | undefined): ViewBox | undefined {
  const numbers = (text ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return undefined;
  const [x = 0, y = 0, width = 0, height = 0] = numbers;
  return { x, y, width, height };
}
