import { apiRequest } from './api';

/** The spec's password maximum and the auth service's minimum (the server enforces both too). */
export const PASSWORD_MAX_LENGTH = 15;

/** The auth service's calls (spec section 7), over our /api/auth endpoints. */
export function signUpWithEmail(email: string, password: string): Promise<unknown> {
  const name = email.split('@')[0] || email;
  return apiRequest('/api/auth/sign-up/email', { json: { email, password, name } });
}

export function signInWithEmail(email: string, password: string): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { json: { email, password } });
}

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { json: {} });
}

/** Answers the same whether or not the address has an account. */
export function sendPasswordResetEmail(email: string): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', { json: { email } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { json: { token, newPassword } });
}

const GOOGLE_POPUP_URL = '/api/auth-popup/google';
/** Must match POPUP_MESSAGE_TYPE on the server (server/src/auth/routes.ts). */
const GOOGLE_POPUP_MESSAGE = 'mapwright-google-sign-in';

/**
 * Google sign-in in a pop-up: opens our start URL (which redirects to the provider); the provider
 * returns to our small callback page, which posts the outcome to this window and closes. Rejects when
 * the pop-up is blocked, reports an error, or is closed before finishing.
 */
export function signInWithGooglePopup(win: Window = window): Promise<void> {
  const popup = win.open(GOOGLE_POPUP_URL, 'mapwright-google-sign-in', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new Error('The sign-in window was blocked'));
  return new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; ok?: unknown } | null;
      if (event.origin !== win.location.origin || data?.type !== GOOGLE_POPUP_MESSAGE) return;
      finish();
      if (data.ok === true) resolve();
      else reject(new Error('Google sign-in failed'));
    };
    const watch = win.setInterval(() => {
      if (!popup.closed) return;
      // Give a message posted just before closing the chance to arrive first.
      win.setTimeout(() => {
        finish();
        reject(new Error('The sign-in window was closed'));
      }, 300);
      win.clearInterval(watch);
    }, 400);
    const finish = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(watch);
    };
    win.addEventListener('message', onMessage);
  });
}
