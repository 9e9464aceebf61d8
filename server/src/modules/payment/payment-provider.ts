/**
 * An online payment gateway as HEMIS uses it (docs/decisions/0026-online-payment.md): HEMIS
 * creates a payment with a fresh reference, the student is taken to the gateway, comes back
 * with the gateway's answer, and HEMIS believes that answer only after checking its signature
 * and asking the gateway itself (`checkStatus`). eSewa's ePay v2 is the one provider today;
 * Khalti's ePayment (KPG-2) fits the same three steps: `initiate` calls its initiate API and
 * answers a redirect to its payment_url, `verifyReturn` reads the pidx from the return, and
 * `checkStatus` calls its lookup API.
 *
 * Amounts are decimal strings with two places ("1500.50"), never floats.
 */

/** What the gateway says of a payment when asked. */
export type GatewayStatus =
  | 'PENDING'
  | 'COMPLETE'
  | 'CANCELED'
  | 'NOT_FOUND'
  | 'REFUNDED'
  | 'AMBIGUOUS'
  /** The gateway could not be asked or did not answer sensibly: ask again later. */
  | 'UNAVAILABLE';

export interface PaymentStart {
  /** HEMIS's reference of the payment (eSewa's transaction_uuid, Khalti's purchase_order_id). */
  reference: string;
  /** The total to pay, a decimal string with two places. */
  totalAmount: string;
  /** Where the gateway sends the payer back after paying / after cancelling. */
  successUrl: string;
  failureUrl: string;
}

/** How the browser reaches the gateway: a form it posts there, or an address it opens. */
export type GatewayRedirect =
  { method: 'POST'; url: string; fields: Record<string, string> } | { method: 'GET'; url: string };

/** A return whose signature held: what the gateway signed. */
export interface VerifiedReturn {
  reference: string;
  totalAmount: string;
  status: string;
  /** The gateway's own code of the transaction (eSewa's transaction_code). */
  providerRef: string;
  /** The merchant the answer was signed for. */
  merchant: string;
}

export type ReturnCheck = { ok: true; value: VerifiedReturn } | { ok: false; reason: string };

export interface StatusAnswer {
  status: GatewayStatus;
  providerRef?: string;
  /** The total the gateway holds for the payment, when it says. */
  totalAmount?: string;
}

export interface PaymentProvider {
  /** The name stored with each payment ('esewa'). */
  readonly name: string;
  initiate(start: PaymentStart): Promise<GatewayRedirect>;
  /** Reads and checks what the gateway sent back with the payer; never trusts an unsigned field. */
  verifyReturn(data: string): ReturnCheck;
  /** Asks the gateway how the payment stands. Never throws: an outage is `UNAVAILABLE`. */
  checkStatus(payment: { reference: string; totalAmount: string }): Promise<StatusAnswer>;
}
