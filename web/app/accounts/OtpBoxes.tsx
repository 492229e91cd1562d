import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

export const OTP_LENGTH = 6

/**
 * Six one-digit boxes (spec section 4), each posted as `name` (the action joins them): a digit moves
 * focus to the next box, Backspace on an empty box moves to the previous one, only digits are taken,
 * and pasting six digits fills every box. The boxes are uncontrolled, so digits typed before the
 * page hydrated stay; the handlers only correct what the browser already holds.
 */
export function OtpBoxes({ name, describedBy }: { name: string; describedBy?: string }) {
  const { t } = useTranslation('accounts')
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  const onInput = (index: number, event: FormEvent<HTMLInputElement>) => {
    const box = event.currentTarget
    const digit = box.value.replace(/[^0-9]/g, '').slice(-1)
    if (box.value !== digit) box.value = digit
    if (digit) focusBox(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !event.currentTarget.value) {
      event.preventDefault()
      focusBox(index - 1)
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/[^0-9]/g, '')
    event.preventDefault()
    if (pasted.length < OTP_LENGTH) return
    boxes.current.forEach((box, index) => {
      if (box) box.value = pasted[index] ?? ''
    })
    // Let the form (its validation and submit state) know the boxes changed.
    boxes.current[OTP_LENGTH - 1]?.dispatchEvent(new Event('input', { bubbles: true }))
    focusBox(OTP_LENGTH - 1)
  }

  return (
    <div className="otp-boxes" role="group" aria-label={t('otp.boxesLabel')} aria-describedby={describedBy}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          name={name}
          className="otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={t('otp.digitLabel', { number: index + 1 })}
          data-testid={`otp-box-${index}`}
          defaultValue=""
          onInput={(event) => onInput(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
        />
      ))}
    </div>
  )
}
