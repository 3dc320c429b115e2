// The crash tests' fault points (modules/orders/payment-crash.test.ts): at a named step of paying, the
// process kills itself as `kill -9` would, so the tests can check that recovery settles every charge.
// Does nothing unless FAULT_POINT (config.faultPoint, tests only) names the step.
import type { Config } from '../../config.js';

export type FaultPoint =
  /** The attempt and its reservations are committed; the provider has not been called. */
  | 'after-reserve'
  /** The provider has charged the card; its answer never reaches the app. */
  | 'during-charge'
  /** The app has the provider's answer; nothing is written yet. */
  | 'after-charge'
  /** Inside the transaction that writes the payment and marks the order paid, before it commits. */
  | 'before-commit';

export function faultPoint(config: Pick<Config, 'faultPoint'>, point: FaultPoint): void {
  if (config.faultPoint === point) process.kill(process.pid, 'SIGKILL');
}
