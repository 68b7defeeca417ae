// A stand-in external OIDC issuer for API tests: discovery + JWKS over HTTP, and a signer for access
// tokens. The API verifies them on the same code path as Keycloak's.
import http from 'node:http';
import type net from 'node:net';

import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import type { Database } from '../src/db/client';

export interface TestIssuer {
  url: string;
  audience: string;
  sign(claims: { sub: string; role?: string; preferred_username?: string; [k: string]: unknown }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(audience = 'yaam-api'): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let url = '';
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url,
    audience,
    sign: (claims) =>
      new SignJWT({ preferred_username: claims.sub, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
        .setIssuer(url)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The five demo groups (one per SPEC §6 role), as the demo seed creates them. */
export async function insertDemoGroups(database: Database): Promise<void> {
  for (const g of DEMO_GROUPS) {
    await database.query(
      'INSERT INTO groups (name, role, permissions, menu) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [g.name, g.role, JSON.stringify(g.permissions), g.menu],
    );
  }
}
