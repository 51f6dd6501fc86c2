import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface OutboxEntry extends SmsMessage {
  sentAt: Date;
}

const KEPT = 200;

/**
 * Development only: "sends" a code by writing it to the log and keeping the last messages in
 * memory for the outbox page (/dev/sms-outbox) and its endpoint. Refused in production (config).
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox' as const;
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.entries.push({ ...message, sentAt: new Date() });
    if (this.entries.length > KEPT) this.entries.splice(0, this.entries.length - KEPT);
    this.log?.info(
      {
        sms: { phone: message.phone, code: message.code, purpose: message.purpose, brand: message.brandKey },
      },
      `SMS outbox: code ${message.code} for ${message.phone} (${message.purpose}, ${message.brandKey})`,
    );
  }

  /** Newest first; optionally only one phone's. */
  list(phone?: string): OutboxEntry[] {
    return this.entries.filter((e) => !phone || e.phone === phone).reverse();
  }
}
