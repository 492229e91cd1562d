import { useCallback, useEffect, useRef, useState } from 'react'

/** The crash games' sound effects, synthesised (no files to download on a slow network). */
export type CrashSound = 'bet' | 'cash-out' | 'crash'

/** Each sound's notes: frequency (Hz) and length (s), played one after another. */
const NOTES: Record<CrashSound, { wave: OscillatorType; notes: [number, number][] }> = {
  bet: { wave: 'sine', notes: [[660, 0.07]] },
  'cash-out': {
    wave: 'triangle',
    notes: [
      [880, 0.08],
      [1320, 0.14],
    ],
  },
  crash: {
    wave: 'sawtooth',
    notes: [
      [240, 0.12],
      [120, 0.3],
    ],
  },
}

const STORAGE_KEY = 'crash-sounds'
const VOLUME = 0.12

let context: AudioContext | null = null

/** The page's one AudioContext, made (and resumed) on the player's gesture: browsers keep audio silent until one. */
function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null
  context ??= new window.AudioContext()
  if (context.state === 'suspended') void context.resume()
  return context
}

function play(sound: CrashSound) {
  const output = audio()
  if (!output) return
  const { wave, notes } = NOTES[sound]
  let at = output.currentTime
  for (const [frequency, seconds] of notes) {
    const tone = output.createOscillator()
    const gain = output.createGain()
    tone.type = wave
    tone.frequency.value = frequency
    gain.gain.setValueAtTime(VOLUME, at)
    gain.gain.exponentialRampToValueAtTime(0.001, at + seconds)
    tone.connect(gain).connect(output.destination)
    tone.start(at)
    tone.stop(at + seconds)
    at += seconds
  }
}

/**
 * Sound effects for a crash game page: off until the player turns them on, and remembered on this
 * device. `playSound` plays only while they are on.
 */
export function useCrashSounds() {
  const [on, setOn] = useState(false)
  /** Whether the device's stored choice has been read: the server's HTML and the first render say "off". */
  const [choiceRead, setChoiceRead] = useState(false)
  const enabled = useRef(false)
  enabled.current = on
  useEffect(() => {
    try {
      setOn(window.localStorage.getItem(STORAGE_KEY) === 'on')
    } catch {
      // Storage refused (a private window): sounds stay off.
    }
    setChoiceRead(true)
  }, [])
  const toggle = useCallback(() => {
    const now = !enabled.current
    setOn(now)
    try {
      window.localStorage.setItem(STORAGE_KEY, now ? 'on' : 'off')
    } catch {
      // Not remembered, but on for this page.
    }
    // The click is the gesture that lets the page's audio start.
    if (now) audio()
  }, [])
  // Sounds turned on earlier start silent (browsers wait for a gesture): the player's first tap wakes them.
  useEffect(() => {
    if (!on) return
    const wake = () => void audio()
    window.addEventListener('pointerdown', wake, { once: true })
    return () => window.removeEventListener('pointerdown', wake)
  }, [on])
  const playSound = useCallback((sound: CrashSound) => {
    if (enabled.current) play(sound)
  }, [])
  return { on, choiceRead, toggle, playSound }
}
