/**
 * Joins a template literal wrapped over several source lines into one line of plain text,
 * so long descriptions stay readable here without putting line breaks into the stored text.
 */
export function prose(strings: TemplateStringsArray): string {
  return strings.join('').replace(/\s+/g, ' ').trim();
}
