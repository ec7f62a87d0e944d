/** Lines framed in box-drawing characters: for the one message of a start that must not be missed. */
export function boxed(lines: readonly string[]): string {
  const width = Math.max(0, ...lines.map((line) => line.length));
  const bar = '═'.repeat(width + 4);
  return [`╔${bar}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${bar}╝`].join('\n');
}
