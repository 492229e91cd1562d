import QRCode from 'qrcode'

/**
 * A QR code of `link` as SVG markup, drawn on the server so the printed ticket needs no script. Error
 * correction M: a thermal print's smudges and folds still read; no quiet zone of its own, the ticket's
 * CSS gives it one.
 */
export function ticketQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 })
}
