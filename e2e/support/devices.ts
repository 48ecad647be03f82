import type { BrowserContextOptions } from 'playwright-core';

/** The two screens every flow is checked on: the desktop at 1440 × 900 and a phone at 390 × 844 with touch. */
export const DESKTOP_CONTEXT: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** A screen for `describe.each`: its name in the test title, whether the phone editor is the one shown. */
export interface Device {
  readonly name: string;
  readonly phone: boolean;
  readonly options: BrowserContextOptions;
}
export const DESKTOP: Device = { name: 'desktop 1440 × 900', phone: false, options: DESKTOP_CONTEXT };
export const PHONE: Device = { name: 'phone 390 × 844', phone: true, options: PHONE_CONTEXT };
