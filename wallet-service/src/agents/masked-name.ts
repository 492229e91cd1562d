/**
 * The name an agent is shown of a person, without learning it: the first name's first two letters,
 * stars and its last letter, then the surname's initial ("Chinedu Okafor" is "Ch***u O."). A first name
 * of three letters or fewer shows only its first letter.
 */
export function maskedPlayerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/)
  const first = words[0]!
  const shown = first.length > 3 ? `${first.slice(0, 2)}***${first.slice(-1)}` : `${first.slice(0, 1)}***`
  return words.length > 1 ? `${shown} ${words.at(-1)!.slice(0, 1).toUpperCase()}.` : shown
}
