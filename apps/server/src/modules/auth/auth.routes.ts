import {
  AuthResponseSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RefreshResponseSchema,
  RefreshTokenInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
} from '@drape/shared/auth.contract';
import { ConfirmEmailInputSchema, ConfirmEmailResponseSchema } from '@drape/shared/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerUser } from './auth.register';
import * as auth from './auth.service';
import { confirmEmailChange } from './email-change.service';
import { routeDocs } from '../../plugins/route-docs';

const publicRoute = routeDocs(['Auth'], null);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/register',
    publicRoute('Create an account', {
      body: RegisterInputSchema,
      response: { 201: AuthResponseSchema },
    }),
    async (request, reply) =>
      reply.code(201).send({
        data: await registerUser(
          deps,
          request.body,
          request.ip,
          request.headers['user-agent'] ?? '',
        ),
      }),
  );

  app.post(
    '/login',
    publicRoute('Sign in', { body: LoginInputSchema, response: { 200: AuthResponseSchema } }),
    async (request) => ({
      data: await auth.loginUser(
        deps,
        request.body,
        request.ip,
        request.headers['user-agent'] ?? '',
      ),
    }),
  );

  app.post(
    '/refresh-tokens',
    publicRoute('Rotate a refresh token', {
      body: RefreshTokenInputSchema,
      response: { 200: RefreshResponseSchema },
    }),
    async (request) => ({
      data: { tokens: await auth.refreshTokens(deps, request.body.refreshToken) },
    }),
  );

  app.post(
    '/logout',
    publicRoute('Revoke a refresh token', {
      body: RefreshTokenInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await auth.logout(deps, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    publicRoute('E-mail a password reset link (always 204)', {
      body: ForgotPasswordInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await auth.requestPasswordReset(deps, request.body.email, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reset-password',
    publicRoute('Set a new password with a reset token', {
      body: ResetPasswordInputSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await auth.resetPassword(deps, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/confirm-email',
    publicRoute('Apply an e-mail change with the link sent to the new address', {
      body: ConfirmEmailInputSchema,
      response: { 200: ConfirmEmailResponseSchema },
    }),
    async (request) => ({ data: await confirmEmailChange(deps, request.body.token) }),
  );
};
