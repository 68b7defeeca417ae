// The built-in OpenID Connect provider (oidc-provider 9) for the SPA: one public client with PKCE,
// JWT access tokens for the API, rotating refresh tokens, our own pages, storage and keys in the database.
import type { IncomingMessage } from 'node:http';

import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type JWKS, type KoaContextWithOIDC } from 'oidc-provider';

import type { Config } from '../config';
import type { Database } from '../db/client';
import { accountClaims } from './accounts';
import { createDatabaseAdapter } from './adapter';
import { SIGNING_ALG, type ProviderKeys } from './keys';
import { errorPage, loggedOutPage, logoutPage, pickLocale } from './pages';

export const MOUNT_PATH = '/oidc';
/** Scope of the API as a resource server; access tokens carry it when the client asks for it. */
export const API_SCOPE = 'api';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const TTL = {
  AccessToken: 5 * MINUTE,
  AuthorizationCode: MINUTE,
  IdToken: 5 * MINUTE,
  Interaction: HOUR,
  Session: 8 * HOUR,
  /** Each rotation starts a new 8 h; the session (8 h since its last use) bounds it too. */
  RefreshToken: 8 * HOUR,
  /** The most one sign-in can last, however active the browser. */
  Grant: 24 * HOUR,
} as const;

/**
 * The resource indicator of the API. RFC 8707 (and oidc-provider) want an absolute URI, while the
 * audience (`OIDC_AUDIENCE`, default `yaam-api`) need not be one: the token's `aud` is the audience.
 */
export function resourceIndicatorOf(config: Config): string {
  return URL.canParse(config.oidc.audience) ? config.oidc.audience : `${config.publicUrl}/api`;
}

export interface ProviderOptions {
  config: Config;
  database: Database;
  keys: ProviderKeys;
  log: FastifyBaseLogger;
}

const localeOf = (ctx: KoaContextWithOIDC) => pickLocale(ctx.get('cookie'), ctx.get('accept-language'));
/** The full path the browser asked for (the mount strips /oidc from req.url). */
const requestPath = (ctx: KoaContextWithOIDC) =>
  (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl ?? ctx.originalUrl;

export function createProvider({ config, database, keys, log }: ProviderOptions): Provider {
  const { publicUrl } = config;
  const issuer = `${publicUrl}${MOUNT_PATH}`;
  const resource = resourceIndicatorOf(config);
  const secure = publicUrl.startsWith('https:');
  const cookieOptions = { signed: true, httpOnly: true, sameSite: 'lax', secure } as const;

  const configuration: Configuration = {
    adapter: createDatabaseAdapter(database),
    jwks: { keys: keys.signing } as JWKS,
    cookies: { keys: keys.cookieKeys, long: cookieOptions, short: cookieOptions },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Yaam',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth/callback`, `${publicUrl}/silent-check-sso.html`],
        post_logout_redirect_uris: [`${publicUrl}/`, `${publicUrl}/login`],
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'locale', 'role'],
      email: ['email'],
    },
    // The SPA reads the profile from the ID token; it does not call userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const claims = await accountClaims(database, id);
      return claims ? { accountId: id, claims: () => claims } : undefined;
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const claims = accountId ? await accountClaims(database, accountId) : undefined;
      if (!claims) return undefined;
      const { sub: _sub, locale: _locale, ...rest } = claims;
      return rest;
    },
    // First-party client: consent is implied, so grant what it asks for instead of showing a consent page.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      if (grant.accountId !== session.accountId || grant.clientId !== client.clientId) return undefined;
      grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
      if (ctx.oidc.requestParamClaims.size) grant.addOIDCClaims(ctx.oidc.requestParamClaims);
      for (const indicator of Object.keys(ctx.oidc.resourceServers ?? {}))
        grant.addResourceScope(indicator, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens live and die with the browser's session (8 h, extended by every authorization request,
    // e.g. the SPA's silent check): sign-out revokes them, and `offline_access` cannot outlive it.
    expiresWithSession: async () => true,
    rotateRefreshToken: true,
    ttl: { ...TTL },
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(localeOf(ctx), form, requestPath(ctx), `${publicUrl}/`);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(localeOf(ctx), requestPath(ctx), `${publicUrl}/login`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(resource) ? resource : oneOf) : resource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.oidc.audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    async renderError(ctx, out, error) {
      if (!(error instanceof errors.OIDCProviderError) || error.statusCode >= 500) {
        log.error({ err: error }, 'identity provider error');
      }
      ctx.type = 'html';
      ctx.body = errorPage({
        locale: localeOf(ctx),
        returnTo: ctx.method === 'GET' ? requestPath(ctx) : '/',
        appUrl: `${publicUrl}/`,
        expired: error instanceof errors.SessionNotFound,
        code: out.error,
        description: out.error_description,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy, trust X-Forwarded-Proto for secure cookies (Fastify does the same).
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'identity provider server error'));
  return provider;
}
