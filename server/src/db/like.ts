// LIKE patterns from what a user typed: their % and _ match themselves (backslash is PostgreSQL's
// default LIKE escape). Patterns are lower-cased, for `lower(column) like …`.

/** The text with LIKE's wildcards and escape character escaped. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Matches the text anywhere, any case (against a lower-cased column). */
export function containing(text: string): string {
  return `%${likeEscape(text.toLowerCase())}%`
}

/** Matches values that start with the text, any case (against a lower-cased column). */
export function startingWith(text: string): string {
  return `${likeEscape(text.toLowerCase())}%`
}
