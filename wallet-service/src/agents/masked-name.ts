import { maskedName as maskedWord } from '../games/crash/public.ts'

/**
 * A player as an agent may see them (issue 24): "Ch***u O." from "Chinedu Okafor", the first name
 * masked as the crash games mask players and the last name's initial; a single name is masked alone.
 */
export function maskedPlayerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/)
  const first = maskedWord(words[0] ?? '')
  return words.length > 1 ? `${first} ${words.at(-1)!.charAt(0).toUpperCase()}.` : first
}
