/** A text message to a phone number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages (the courier's "on the way" notice). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
