// PLACEHOLDER until the identity work lands: external issuer only.
import type { FastifyInstance } from 'fastify';

import { issuerOf, type Config } from '../config';
import type { Database } from '../db/client';
import { createTokenVerifier, remoteKeys, type TokenVerifier } from './verify';

export interface Identity {
  issuer: string;
  verifyToken: TokenVerifier;
  close(): Promise<void>;
}

export async function createIdentity(_app: FastifyInstance, deps: { config: Config; database: Database }): Promise<Identity> {
  const issuer = issuerOf(deps.config);
  let verifier: TokenVerifier | undefined;
  return {
    issuer,
    verifyToken: async (token) => {
      verifier ??= createTokenVerifier({ issuer, audience: deps.config.oidc.audience, keys: await remoteKeys(issuer) });
      return verifier(token);
    },
    close: async () => {},
  };
}
