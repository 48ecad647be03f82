import type { PaymentsConfig } from '../config';
import type { CspDirectives } from '../http/security-headers';

/**
 * With real checkout, the web app loads Lemon.js from app.lemonsqueezy.com, which opens the checkout in
 * an iframe on the store's *.lemonsqueezy.com domain. The test checkout is ours and needs nothing extra.
 */
export function paymentsCsp(config: PaymentsConfig): CspDirectives {
  if (config.provider.kind !== 'lemonsqueezy') return {};
  return {
    'script-src': ['https://app.lemonsqueezy.com'],
    'frame-src': ['https://*.lemonsqueezy.com'],
    'connect-src': ['https://*.lemonsqueezy.com'],
  };
}
