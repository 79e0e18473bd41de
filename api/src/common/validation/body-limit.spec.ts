import { RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import Fastify from 'fastify';
import { applyBodyLimits, BodyLimit, DEFAULT_BODY_LIMIT_BYTES } from './body-limit';

describe('body limits', () => {
  describe('BodyLimit', () => {
    it('keeps route config set by @RouteConfig beside the limit', () => {
      class Handlers {
        @BodyLimit(16 * 1024)
        @RouteConfig({ owner: 'profile' })
        save() {
          return null;
        }
      }
      expect(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, Handlers.prototype.save)).toEqual({ owner: 'profile', bodyLimit: 16 * 1024 });
    });

    it('refuses a limit that is not a positive whole number of bytes', () => {
      expect(() => BodyLimit(0)).toThrow(/positive whole number/);
      expect(() => BodyLimit(1.5)).toThrow(/positive whole number/);
    });
  });

  describe('applyBodyLimits', () => {
    async function limitsWith(max: number) {
      const fastify = Fastify();
      applyBodyLimits(fastify, max);
      const seen: Record<string, number | undefined> = {};
      fastify.addHook('onRoute', (route) => {
        seen[route.url] = route.bodyLimit;
      });
      fastify.post('/plain', async () => null);
      fastify.post('/declared', { config: { bodyLimit: 32 * 1024 } }, async () => null);
      await fastify.ready();
      await fastify.close();
      return seen;
    }

    it('gives a route the default limit unless it declares one', async () => {
      expect(await limitsWith(1024 * 1024)).toEqual({ '/plain': DEFAULT_BODY_LIMIT_BYTES, '/declared': 32 * 1024 });
    });

    it('never lets a route read more than the global cap (BODY_LIMIT_BYTES)', async () => {
      expect(await limitsWith(2048)).toEqual({ '/plain': 2048, '/declared': 2048 });
    });
  });
});
