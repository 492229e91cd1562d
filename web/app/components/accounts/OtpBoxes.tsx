import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

export const OTP_LENGTH = 6

/**
 * Six one-digit boxes (spec section 4): a digit moves focus to the next box, Backspace on an empty
 * box moves to the previous one, only digits are taken, and pasting six digits fills every box.
 */
export function OtpBoxes({ digits, onChange }: { digits: string[]; onChange: (digits: string[]) => void }) {
  const { t } = useTranslation('accounts')
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus()

  const typeInto = (index: number, raw: string) => {
    const digit = raw.replace(/[^0-9]/g, '').slice(-1)
    const next = [...digits]
    next[index] = digit
    onChange(next)
    if (digit) focusBox(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault()
      focusBox(index - 1)
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/[^0-9]/g, '')
    event.preventDefault()
    if (pasted.length < OTP_LENGTH) return
    onChange(pasted.slice(0, OTP_LENGTH).split(''))
    focusBox(OTP_LENGTH - 1)
  }

  return (
    <div className="otp-boxes" role="group" aria-label={t('otp.boxesLabel')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={t('otp.digitLabel', { number: index + 1 })}
          data-testid={`otp-box-${index}`}
          value={digits[index] ?? ''}
          onChange={(event) => typeInto(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
        />
      ))}
    </div>
  )
}
