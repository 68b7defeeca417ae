// The sign-in page of the built-in provider (interactions.url = /interaction/:uid) and the language
// switch its pages link to. Rate-limited per client address and username.
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type default as Provider } from 'oidc-provider';

import type { Config } from '../config';
import type { Database } from '../db/client';
import { authenticate } from './accounts';
import { errorPage, LANGUAGE_COOKIE, pickLocale, signInPage, type Locale } from './pages';

export const SIGN_IN_WINDOW = '1 minute';
const USERNAME_MAX = 200;
const PASSWORD_MAX = 1024;

interface InteractionDeps {
  provider: Provider;
  database: Database;
  config: Config;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type SignInBody = { username?: unknown; password?: unknown } | undefined;

const localeOf = (request: FastifyRequest): Locale =>
  pickLocale(request.headers.cookie, request.headers['accept-language']);
const field = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export async function interactionRoutes(
  app: FastifyInstance,
  { provider, database, config }: InteractionDeps,
) {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(rateLimit, { global: false });

  const appUrl = `${config.publicUrl}/`;
  const showError = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    expired: boolean,
    code?: string,
  ) =>
    html(
      reply,
      status,
      errorPage({ locale: localeOf(request), returnTo: request.url, appUrl, expired, code }),
    );

  // Pages, not API: errors here are pages too (a stale or foreign interaction, too many attempts).
  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err instanceof errors.SessionNotFound) return showError(request, reply, 400, true);
    if (err.statusCode === 429 && request.method === 'POST') {
      const uid = (request.params as { uid?: string }).uid ?? '';
      const username = field((request.body as SignInBody)?.username, USERNAME_MAX);
      return html(
        reply,
        429,
        signInPage({ locale: localeOf(request), action: `/interaction/${uid}`, username, error: 'tooMany' }),
      );
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
        ? err.statusCode
        : 500;
    if (status === 500) request.log.error({ err }, 'sign-in page failed');
    return showError(request, reply, status, false);
  });

  /** The interaction behind the cookie, which must be the one in the URL. */
  const interactionOf = async (request: UidRequest, reply: FastifyReply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    return details;
  };

  app.get(
    '/interaction/language/:lang',
    async (
      request: FastifyRequest<{ Params: { lang: string }; Querystring: { return?: string } }>,
      reply,
    ) => {
      const lang: Locale = request.params.lang === 'en' ? 'en' : 'th';
      const back = request.query.return ?? '/';
      // Only a path on this site: never an open redirect.
      const target = /^\/(?![/\\])/.test(back) ? back : '/';
      reply.header(
        'Set-Cookie',
        `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${config.publicUrl.startsWith('https:') ? '; Secure' : ''}`,
      );
      return reply.redirect(target, 303);
    },
  );

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const details = await interactionOf(request, reply);
    if (details.prompt.name !== 'login') return showError(request, reply, 400, false, details.prompt.name);
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    return html(
      reply,
      200,
      signInPage({ locale: localeOf(request), action: `/interaction/${details.uid}`, username: hint }),
    );
  });

  app.post(
    '/interaction/:uid',
    {
      config: {
        rateLimit: {
          max: config.signInRateLimit,
          timeWindow: SIGN_IN_WINDOW,
          // After body parsing, so the key can name the username being tried.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${field((request.body as SignInBody)?.username, USERNAME_MAX)
              .trim()
              .toLowerCase()}`,
        },
      },
    },
    async (request: UidRequest, reply) => {
      const details = await interactionOf(request, reply);
      const action = `/interaction/${details.uid}`;
      if (details.prompt.name !== 'login') return reply.redirect(action, 303);
      const body = request.body as SignInBody;
      const username = field(body?.username, USERNAME_MAX);
      const password = field(body?.password, PASSWORD_MAX);
      const locale = localeOf(request);
      if (!username.trim() || !password)
        return html(reply, 400, signInPage({ locale, action, username, error: 'missing' }));

      const accountId = await authenticate(database, username, password);
      // One answer for an unknown user, a wrong password and a disabled account.
      if (!accountId)
        return html(reply, 200, signInPage({ locale, action, username, error: 'badCredentials' }));

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
