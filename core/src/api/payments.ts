/**
 * The shape of `GET /api/payments`, shared by the server that answers it and the web app that reads it,
 * so the two cannot drift apart.
 */
export type PaymentsMode = 'lemonsqueezy' | 'test';

export interface PaymentsAccount {
  readonly subscription: {
    readonly id: string;
    readonly status: string;
    readonly active: boolean;
    readonly manageUrl: string;
  } | null;
  readonly donations: readonly {
    readonly id: string;
    /** In the currency's minor unit (cents). */
    readonly amount: number;
    readonly currency: string;
    readonly status: string;
    readonly orderedAt: string;
  }[];
}

export interface PaymentsInfo extends PaymentsAccount {
  readonly mode: PaymentsMode;
  /** The checkout overlay script the web app loads (real checkout only). */
  readonly overlayScript: string | null;
  readonly variants: { readonly subscription: string; readonly donation: string };
  readonly signedIn: boolean;
}
