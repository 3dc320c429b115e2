/** A text message to a phone number, written as the person gave it; senders dial its E.164 form. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends text messages (the courier's "on the way" notice). Every text is written to the outbox,
 * whichever adapter sends it; a text that could not be sent is kept there as FAILED with the reason,
 * and `send` does not throw for it, so the caller's work stands.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
