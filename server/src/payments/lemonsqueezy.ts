import { z } from 'zod';
import type { Logger } from '../logger';

/**
 * The one Lemon Squeezy API call the server makes: create a hosted checkout (JSON:API,
 * `POST /v1/checkouts`). The user's id goes along as custom data, which Lemon Squeezy repeats in every
 * webhook about the resulting order and subscription, so events map back to the user.
 */

export interface LemonSqueezyApi {
  readonly apiKey: string;
  readonly storeId: string;
  readonly apiUrl: URL;
}

export interface CheckoutRequest {
  readonly variantId: string;
  readonly userId: string;
  readonly email: string;
  /** Where the buyer lands after paying (our /Profile). */
  readonly redirectUrl: string;
}

/** Why a checkout could not be created; the route turns both into 'Failed to create checkout'. */
export class CheckoutFailed extends Error {
  override readonly name = 'CheckoutFailed';
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const JSON_API = 'application/vnd.api+json';
const PROVIDER_TIMEOUT_MS = 30_000;

const checkoutResponse = z.object({
  data: z.object({ attributes: z.object({ url: z.string().url() }) }),
});

function checkoutRequestBody(storeId: string, request: CheckoutRequest) {
  return {
    data: {
      type: 'checkouts',
      attributes: {
        checkout_data: { email: request.email, custom: { user_id: request.userId } },
        checkout_options: { embed: true },
        product_options: { redirect_url: request.redirectUrl },
      },
      relationships: {
        store: { data: { type: 'stores', id: storeId } },
        variant: { data: { type: 'variants', id: request.variantId } },
      },
    },
  };
}

export async function createLemonSqueezyCheckout(
  api: LemonSqueezyApi,
  request: CheckoutRequest,
  options: { logger?: Logger; timeoutMs?: number } = {},
): Promise<string> {
  const endpoint = new URL(
    'v1/checkouts',
    api.apiUrl.href.endsWith('/') ? api.apiUrl : `${api.apiUrl.href}/`,
  );
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${api.apiKey}`,
        Accept: JSON_API,
        'Content-Type': JSON_API,
      },
      body: JSON.stringify(checkoutRequestBody(api.storeId, request)),
      signal: AbortSignal.timeout(options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new CheckoutFailed(timedOut ? 'provider timed out' : 'provider unreachable', timedOut, {
      cause: error,
    });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    // The provider's error text goes to our log only; the buyer sees the spec's message.
    options.logger?.warn('lemon squeezy refused the checkout', {
      status: response.status,
      body: text.slice(0, 500),
    });
    throw new CheckoutFailed(`provider answered ${response.status}`, false);
  }
  let parsed: z.infer<typeof checkoutResponse>;
  try {
    parsed = checkoutResponse.parse(JSON.parse(text));
  } catch (error) {
    throw new CheckoutFailed('provider answered without a checkout url', false, { cause: error });
  }
  return parsed.data.attributes.url;
}
