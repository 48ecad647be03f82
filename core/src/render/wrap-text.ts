/**
 * Average advance of a character in em for the sans-serif fonts we draw with. The core cannot measure
 * text, so line breaks use this estimate: slightly generous, so estimated lines never overflow.
 */
export const EM_PER_CHAR_ESTIMATE = 0.55;

/**
 * Breaks text at spaces into lines no wider than `maxWidth` (by the estimate above). A word longer than
 * a line stays whole on its own line. Each line but the last keeps its trailing space, so the lines
 * joined give back the original text.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const maxChars = Math.max(8, Math.floor(maxWidth / (fontSize * EM_PER_CHAR_ESTIMATE)));
  if (text.length <= maxChars) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<= )/)) {
    if (line !== '' && (line + word).trimEnd().length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line += word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
