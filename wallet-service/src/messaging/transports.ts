import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Config } from '../config.ts'

export type OutgoingMessage = { recipient: string; channel: 'email' | 'sms'; subject: string; body: string }

/** Sends one message or throws; the outbox loop retries what throws. */
export type Transport = { name: string; send: (message: OutgoingMessage) => Promise<void> }

/** A message on a channel no configured transport carries: retrying cannot help. */
export class NoTransportError extends Error {}

type ChannelTransport = Transport & { channels: ReadonlyArray<OutgoingMessage['channel']> }

function namedTransport(name: Config['OTP_TRANSPORT'][number], config: Config, logger: Logger): ChannelTransport {
  switch (name) {
    case 'dev':
      return {
        name: 'dev',
        channels: ['email', 'sms'],
        // Development only: the message, code included, goes to the log and stays in the dev mailbox.
        send: async (message) =>
          logger.info({ to: message.recipient, channel: message.channel, text: message.body }, 'dev transport message'),
      }
    case 'smtp': {
      if (!config.SMTP_URL) throw new Error('wallet-service: OTP_TRANSPORT smtp needs SMTP_URL')
      const mailer = nodemailer.createTransport(config.SMTP_URL)
      return {
        name: 'smtp',
        channels: ['email'],
        send: async (message) => {
          await mailer.sendMail({ from: config.OTP_FROM_EMAIL, to: message.recipient, subject: message.subject, text: message.body })
        },
      }
    }
    case 'sms-http': {
      const { SMS_API_URL: url, SMS_API_KEY: apiKey, SMS_SENDER: sender } = config
      if (!url || !apiKey) throw new Error('wallet-service: OTP_TRANSPORT sms-http needs SMS_API_URL and SMS_API_KEY')
      return {
        name: 'sms-http',
        channels: ['sms'],
        send: async (message) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            body: JSON.stringify({ to: message.recipient, from: sender, text: message.body }),
            signal: AbortSignal.timeout(10_000),
          })
          if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
        },
      }
    }
  }
}

/**
 * The delivery adapters named in OTP_TRANSPORT, behind one `send` that picks the adapter for the
 * message's channel (email addresses get email, phone numbers SMS). A channel none of them carries
 * fails at once with NoTransportError, so a missing adapter shows as failed outbox rows and log
 * lines rather than as silent non-delivery or endless retries.
 */
export function createTransport(config: Config, logger: Logger): Transport {
  const transports = config.OTP_TRANSPORT.map((name) => namedTransport(name, config, logger))
  return {
    name: transports.map((transport) => transport.name).join(','),
    send: async (message) => {
      const transport = transports.find((candidate) => candidate.channels.includes(message.channel))
      if (!transport) throw new NoTransportError(`no transport configured for ${message.channel}`)
      await transport.send(message)
    },
  }
}
