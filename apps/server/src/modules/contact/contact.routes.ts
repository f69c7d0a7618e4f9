import { ContactInputSchema, ContactResponseSchema } from '@drape/shared/contact.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDocs } from '../../plugins/route-docs';
import { submitContactMessage } from './contact.service';

const publicRoute = routeDocs(['Contact'], null);

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/',
    publicRoute('Send a message from the landing page contact form', {
      body: ContactInputSchema,
      response: { 201: ContactResponseSchema },
    }),
    async (request, reply) =>
      reply.code(201).send({ data: await submitContactMessage(deps, request.body, request.ip) }),
  );
};
