import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@drape/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isUserGone } from '../modules/auth/auth.session';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** Field errors keyed by input name, for forms to show under each field. */
function fieldErrorsOf(
  issues: {
    instancePath?: string;
    params?: { issue?: { path?: PropertyKey[] } };
    message?: string;
  }[],
) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.join('.') ??
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
      '';
    const key = path || '_';
    (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** One error handler: every failure leaves as `{ code, message, details? }` with the right status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (await isAccountGone(request, error)) {
      return reply.code(401).send({ code: 'UNAUTHENTICATED', message: MESSAGES.sessionExpired });
    }
    return sendError(error, request, reply);
  });
}

/**
 * A signed-in request whose account was deleted after its session check passed (issue 12): its
 * write fails on the foreign key to users (a 500 before), or finds the user's uploads already
 * gone with it (a 404). Whatever the failure, the account is gone, so the answer is 401. Checked
 * on the error path only: successful requests pay nothing for it.
 */
async function isAccountGone(request: FastifyRequest, error: FastifyError): Promise<boolean> {
  const userId = request.auth?.userId;
  if (!userId || error.statusCode === 401) return false;
  return isUserGone(request.server.deps.db, userId).catch(() => false);
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    return reply.code(error.statusCode).send({
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOf(error.validation);
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
    return reply
      .code(400)
      .send({ code: 'VALIDATION_ERROR', message: first, details: { fieldErrors } });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    if (status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
    return reply.code(ERROR_STATUS[code] === status ? status : 400).send({
      code,
      message: status === 429 ? MESSAGES.tooManyRequests : error.message,
    });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again.',
  });
}
