import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../errors.js';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/** One issue as fastify-type-provider-zod reports it: zod's code in `keyword`, its path in `instancePath`. */
interface Issue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** "email: Invalid email address": each error names the field it is about. */
function describeIssue(context: string, issue: Issue): string[] {
  const fieldPath = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
    const where = fieldPath ? `${fieldPath}.` : '';
    return issue.params.keys.map((key) => `${where}${key}: is not a known field`);
  }
  return [`${fieldPath || context}: ${issue.message ?? 'is invalid'}`];
}

/**
 * The router's own refusals, before any route is found: a path that is not valid percent-encoding
 * (`%zz`, or bytes that are not UTF-8) or a path segment over the router's length limit. Fastify
 * answers them with a body of its own unless told; they get ours, naming the path. Pass as the
 * `frameworkErrors` option of Fastify().
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path segment is too long' : 'is not valid percent-encoded UTF-8';
  return reply.code(400).send({ message, errors: [`params: ${detail}`] });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors = (error.validation as Issue[]).flatMap((issue) => describeIssue(context, issue));
      return reply.code(400).send({ message: 'Some fields are not valid', errors });
    }
    if (error instanceof AppError) {
      return reply.code(statusByCode[error.code]).send({ message: error.message, errors: error.errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', errors: [] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', errors: [] });
    }
    // Fastify's own 4xx: malformed JSON, body too large, wrong content type.
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
    };
    const message = messages[error.code] ?? error.message;
    return reply.code(status).send({ message, errors: [`body: ${message}`] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, errors: [] });
  });
}
