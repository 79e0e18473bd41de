import fastifyMultipart from '@fastify/multipart';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyInstance } from 'fastify';

/** The route config key that lets a route read a multipart/form-data body. */
const MULTIPART_KEY = 'multipart';

/**
 * Lets this handler read a multipart/form-data body (it reads it itself, as a stream, with
 * request.parts()). Every other route keeps refusing multipart with 415, as before.
 */
export function MultipartBody(): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, descriptor.value) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, [MULTIPART_KEY]: true }, descriptor.value);
    return descriptor;
  };
}

/**
 * Registers @fastify/multipart (its parser only marks the request: nothing is read until the
 * handler iterates the parts) and refuses a multipart body with 415, before it is read, on
 * every route that does not declare @MultipartBody.
 */
export async function acceptMultipartWhereDeclared(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart as never, { throwFileSizeLimit: true });
  fastify.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^multipart\//i.test(type.trim())) return;
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    if (config?.[MULTIPART_KEY] === true) return;
    throw Object.assign(new Error('Unsupported Media Type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
  });
}
