import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

// A real OpenID Connect provider on 127.0.0.1 (the `oidc-provider` package) for the sign-in tests
// (issue 28). Its login and consent are answered at once for the account the test names: the
// test decides who "signs in at the provider" and what the provider says about their email.

export type ProviderAccount = { sub: string; email?: string; email_verified?: boolean; name?: string };
export type OidcFixture = Awaited<ReturnType<typeof startOidcProvider>>;

export async function startOidcProvider(opts: { redirectUri: string; clients: Array<{ id: string; secret: string }>; port?: number }) {
  const port = opts.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, ProviderAccount>();
  let nextAccount: string | null = null;

  const provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({ client_id: c.id, client_secret: c.secret, redirect_uris: [opts.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-fixture-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => account };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });
  provider.proxy = false;

  // Login and consent in one step, for the account the test chose.
  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = nextAccount;
    if (!accountId || !accounts.has(accountId)) throw new Error('the test did not choose a provider account');
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.end(err.message);
      });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    /** Adds (or replaces) an account the provider knows. */
    account: (a: ProviderAccount) => accounts.set(a.sub, a),
    /** Who signs in at the provider in the next flow. */
    signInAs: (sub: string) => {
      nextAccount = sub;
    },
    /**
     * The browser's part at the provider: follows redirects from the provider's authorization URL
     * (keeping the provider's cookies) until it is sent back to the app; answers that URL. With
     * response_mode=form_post the provider answers a self-submitting HTML form instead: its
     * fields come back as the URL's query (the test POSTs them, as the browser would).
     */
    async authorize(authorizationUrl: string): Promise<URL> {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const i = pair.indexOf('=');
          jar.set(pair.slice(0, i), pair.slice(i + 1));
        }
        const location = res.headers.get('location');
        if (!location) {
          const html = await res.text();
          const form = formPostFields(html);
          if (form?.action === opts.redirectUri) return new URL(`${form.action}?${new URLSearchParams(form.fields)}`);
          throw new Error(`the provider answered ${res.status}: ${html}`);
        }
        const next = new URL(location, url);
        if (next.href.startsWith(opts.redirectUri)) return next;
        url = next.href;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const unescapeHtml = (s: string) => s.replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))).replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The self-submitting form oidc-provider answers for response_mode=form_post: where it posts, and what. */
function formPostFields(html: string): { action: string; fields: Record<string, string> } | null {
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[unescapeHtml(m[1])] = unescapeHtml(m[2]);
  return { action: unescapeHtml(action), fields };
}
