import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'mapwright-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-client-secret-not-for-production';

export interface LocalOpenIdProvider {
  /** The issuer URL (GOOGLE_ISSUER for the app under test). */
  readonly issuer: string;
  /** Registers the app's callback once the app's address is known. */
  allowRedirect(redirectUri: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 for Google sign-in tests. Its
 * development login form accepts any login name; the account's email is `<login>@oidc.test`. Consent is
 * granted up front so the pop-up goes straight back to the app after the login form.
 */
export async function startOpenIdProvider(): Promise<LocalOpenIdProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else {
      res.statusCode = 503;
      res.end('provider not ready');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    allowRedirect(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            client_secret: OIDC_CLIENT_SECRET,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        cookies: { keys: ['e2e-cookie-key-0123456789'] },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({ sub: id, email: `${id}@oidc.test`, email_verified: true, name: id }),
        }),
        loadExistingGrant: async (ctx) => {
          const accountId = ctx.oidc.session?.accountId;
          if (!accountId || !ctx.oidc.client) return undefined;
          const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
