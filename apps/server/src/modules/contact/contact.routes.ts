import { ContactInputSchema, ContactResponseSchema } from '@drape/shared/contact.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/',
    {
      schema: {
        tags: ['Contact'],
        summary: 'Send a message from the landing page contact form',
        body: ContactInputSchema,
        response: { 201: ContactResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await submitContactMessage(deps, request.body, request.ip) }),
  );
};
