import { useActionData, useNavigation } from '@remix-run/react'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { ENHANCED_FIELD, type FormAnswer } from './answer.ts'

/*
 * The part of the one way of building a form (spec-form.tsx) that a form without client-side
 * validation needs too. Kept apart from Conform and zod, so the bet slip and the betting panel,
 * drawn on every page, do not bring them into every page's JavaScript.
 */

/** Present only once hydrated: tells the action the page shows the answer itself (see answer.ts). */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="true" /> : null
}

/**
 * The page's form answer (from its action) and whether a post is under way. `onAnswer` runs once
 * per answer, when the navigation has settled.
 */
export function useFormAnswer<Extra = unknown>(onAnswer: (answer: FormAnswer<Extra>) => void) {
  const answer = useActionData() as FormAnswer<Extra> | undefined
  const navigation = useNavigation()
  useFetcherAnswer({ data: answer, state: navigation.state }, onAnswer)
  return { answer, submitting: navigation.state !== 'idle' && navigation.formMethod === 'POST' }
}
