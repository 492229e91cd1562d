import Stripe from 'stripe'
import type { Config } from '../../config.ts'
import type { PaymentEvent } from './types.ts'

/**
 * Card deposits through Stripe PaymentIntents. The browser confirms the intent with the client
 * secret; the wallet is credited only by the `payment_intent.succeeded` webhook, verified by the SDK.
 * Offered only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 */
export class StripeCards {
  private readonly stripe: Stripe

  constructor(private readonly config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>) {
    const apiUrl = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      ...(apiUrl
        ? {
            host: apiUrl.hostname,
            port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
            protocol: apiUrl.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    })
  }

  static configured(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): boolean {
    return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
  }

  /** Creates the PaymentIntent; our reference is the Stripe idempotency key, so a retry gets the same intent. */
  async createPaymentIntent(input: { reference: string; amountKobo: bigint; userId: string }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: Number(input.amountKobo),
        currency: 'ngn',
        automatic_payment_methods: { enabled: true },
        metadata: { reference: input.reference, userId: input.userId },
      },
      { idempotencyKey: `deposit-${input.reference}` },
    )
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret }
  }

  /** Verifies the `stripe-signature` header with the SDK and reduces the event; throws when it is not genuine. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.STRIPE_WEBHOOK_SECRET!)
    const outcomes: Record<string, 'succeeded' | 'failed' | 'processing'> = {
      'payment_intent.succeeded': 'succeeded',
      'payment_intent.payment_failed': 'failed',
      'payment_intent.processing': 'processing',
    }
    const outcome = outcomes[event.type]
    if (outcome && event.data.object.object === 'payment_intent') {
      const intent = event.data.object as Stripe.PaymentIntent
      return {
        kind: 'card_payment',
        eventKey: event.id,
        eventType: event.type,
        reference: intent.metadata.reference ?? '',
        paymentId: intent.id,
        outcome,
        amountKobo: BigInt(intent.amount_received || intent.amount),
      }
    }
    return { kind: 'ignored', eventKey: event.id, eventType: event.type, reference: '' }
  }

  /** Builds a signed test header the way Stripe would (used by the tests' fake Stripe). */
  static signatureHeader(payload: string, secret: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret })
  }
}
