// The one error shape of the API (CONTRACT "HTTP API"): { statusCode, error, message, details? }.
import { STATUS_CODES } from 'node:http';

import type { ApiError } from '@yaam/shared/contracts/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ApiError['details'],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, message: string, details?: ApiError['details']) =>
  new HttpError(statusCode, message, details);

export function errorBody(statusCode: number, message: string, details?: ApiError['details']): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details ? { details } : {}) };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ ...errorBody(err.statusCode, err.message, err.details), ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        field: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.') || String(v.params?.issue ?? ''),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(errorBody(400, `Invalid ${details.map((d) => d.field).join(', ')}`, details));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    // Never leak internals of a 500.
    return reply.status(status).send(errorBody(status, status >= 500 ? 'Internal server error' : err.message));
  });
}
