import { Controller, Get, Module, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiSchema, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { EnumField, StringField } from '../src/common/validation/field.decorators';
import { US_STATES } from '../src/core';
import { compareInventory, loadSpec } from './support/contract';
import { compareDocuments } from './support/dto-constraints';
import { startTestApp, type TestApp } from './support/test-app';

function nestDocument(app: NestFastifyApplication) {
  return SwaggerModule.createDocument(app, new DocumentBuilder().build(), { operationIdFactory: (_controller, method) => method });
}

describe('contract: the served API and the spec agree', () => {
  let t: TestApp;
  const spec = loadSpec();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('route inventory', () => {
    it('serves every operation of the spec and nothing under /api that the spec lacks', () => {
      expect(compareInventory(spec, t.routes)).toEqual({ unserved: [], undocumented: [] });
    });

    it('fails when a served route is missing from the spec', () => {
      const trimmed = structuredClone(spec);
      delete trimmed.paths['/api/systeminfo'];
      expect(compareInventory(trimmed, t.routes).undocumented).toEqual(['GET /api/systeminfo']);
    });

    it('fails when the spec has an operation no route serves', () => {
      const extended = structuredClone(spec);
      extended.paths['/api/policy/{policyNumber}'] = { get: { operationId: 'getPolicy', responses: {} } };
      expect(compareInventory(extended, t.routes).unserved).toEqual(['GET /api/policy/{policyNumber}']);
    });

    it('fails for an undocumented route added to a real application', async () => {
      @Controller('api')
      class RogueController {
        @Get('undocumented/:id')
        rogue() {
          return 'x';
        }
      }
      @Module({ controllers: [RogueController] })
      class RogueModule {}
      const adapter = new FastifyAdapter();
      const served: Array<{ method: string; url: string }> = [];
      adapter.getInstance().addHook('onRoute', (r) => {
        served.push({ method: String(r.method), url: r.url });
      });
      const rogue = await NestFactory.create<NestFastifyApplication>(RogueModule, adapter, { logger: false });
      await rogue.init();
      expect(compareInventory(spec, served).undocumented).toEqual(['GET /api/undocumented/{id}']);
      await rogue.close();
    });
  });

  describe('DTO rules', () => {
    it('match the spec schemas: required fields, patterns, lengths, bounds and enums', () => {
      expect(compareDocuments(spec, nestDocument(t.app))).toEqual([]);
    });

    it('report a DTO whose rule differs from the spec', async () => {
      @ApiSchema({ name: 'SystemInfoMessage' })
      class DriftedMessage {
        @StringField({ maxLength: 999 })
        message: string;
      }
      @ApiSchema({ name: 'DriftedQuery' })
      class DriftedQuery {
        @EnumField({ values: ['soon'], required: true })
        when: string;
      }
      @Controller('api')
      class DriftController {
        @Get('systeminfo')
        getSystemInfo(@Query() _q: DriftedQuery): DriftedMessage[] {
          return [];
        }
      }
      @Module({ controllers: [DriftController] })
      class DriftModule {}
      const drift = await NestFactory.create<NestFastifyApplication>(DriftModule, new FastifyAdapter(), { logger: false });
      await drift.init();
      const doc = nestDocument(drift);
      doc.components = {
        schemas: {
          SystemInfoMessage: SwaggerModule.createDocument(drift, new DocumentBuilder().build(), { extraModels: [DriftedMessage] }).components!.schemas!
            .SystemInfoMessage,
        },
      };
      const diffs = compareDocuments(spec, doc);
      expect(diffs).toEqual(
        expect.arrayContaining([
          'SystemInfoMessage.message: maxLength is 1000 in the spec, 999 in the DTO',
          'SystemInfoMessage.start: in the spec, not in the DTO',
          'getSystemInfo parameter query:when: in the DTO, not in the spec',
        ]),
      );
      await drift.close();
    });
  });

  describe('the reply envelope', () => {
    it('answers an unknown /api path with a 404 envelope, never the web app', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/no-such-call');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, result: null, errors: ['Not found.'], code: 'NOT_FOUND' });
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('answers malformed JSON with 400 and a clear message, without a stack trace', async () => {
      const res = await request(t.app.getHttpServer()).post('/api/no-such-call').set('content-type', 'application/json').send('{"broken":');
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(js|ts):\d+/);
    });

    it('answers an oversized body with 413 in the envelope', async () => {
      const big = { note: 'x'.repeat(t.config.bodyLimitBytes + 10) };
      const res = await request(t.app.getHttpServer()).post('/api/systeminfo').send(big);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, result: null, errors: ['The request is too large.'], code: 'PAYLOAD_TOO_LARGE' });
    });

    it('sends security headers from helmet on every reply', async () => {
      const res = await t.call('GET', '/api/systeminfo');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });

  describe('state ids', () => {
    it("are the spec's state list (x-us-states, which the web forms take from the generated client): same ids, abbreviations and names", () => {
      expect(US_STATES).toEqual(spec['x-us-states']);
    });
  });

  describe('reference for integrators', () => {
    it('serves the bundled hand-written spec at /api/openapi.json', async () => {
      const res = await t.call('GET', '/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.info.title).toBe(spec.info.title);
      expect(Object.keys(res.body.paths)).toEqual(Object.keys(spec.paths));
    });

    it('serves the rendered reference page at /api/docs', async () => {
      const res = await t.call('GET', '/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain(spec.info.title);
      expect(res.text).toContain('getSystemInfo');
    });
  });
});
