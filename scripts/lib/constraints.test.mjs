/**
 * Tests of the constraints generator (constraints.mjs) that feeds generated-client's
 * constraints.ts: path and query parameters by operation, and each member of a oneOf value.
 * Run by the unit phase of `npm test` (api/jest.config.js, project `scripts`).
 */
import { buildConstraints, buildParameterConstraints, renderConstraintsModule } from './constraints.mjs';

const spec = {
  paths: {
    '/api/admin/claims/{claimNumber}': {
      parameters: [{ $ref: '#/components/parameters/Trace' }],
      get: {
        operationId: 'getAdminClaim',
        parameters: [
          { name: 'claimNumber', in: 'path', required: true, schema: { type: 'string', minLength: 7, maxLength: 8, pattern: '^[CP]?[0-9]{7}$' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'X-Request-Id', in: 'header', schema: { type: 'string' } },
        ],
      },
    },
    '/api/health': { get: { operationId: 'health' } },
  },
  components: {
    parameters: { Trace: { name: 'trace', in: 'query', required: true, schema: { type: 'string', maxLength: 20 } } },
    schemas: {
      Count: { type: 'integer', minimum: 1, maximum: 1000000 },
      BulkRequest: {
        type: 'object',
        required: ['updateCount'],
        properties: { updateCount: { oneOf: [{ $ref: '#/components/schemas/Count' }, { type: 'string', enum: ['ALL'] }] } },
      },
    },
  },
};

describe('buildParameterConstraints', () => {
  it("keys each operation's path and query parameters by operationId and name, the path item's too, headers left out", () => {
    expect(buildParameterConstraints(spec)).toEqual({
      getAdminClaim: {
        trace: { required: true, type: 'string', maxLength: 20 },
        claimNumber: { required: true, type: 'string', minLength: 7, maxLength: 8, pattern: '^[CP]?[0-9]{7}$' },
        page: { required: false, type: 'integer', minimum: 1 },
      },
    });
  });
});

describe('buildConstraints', () => {
  it("keeps each oneOf member's rules (references followed), beside whether the field is required", () => {
    expect(buildConstraints(spec).BulkRequest.updateCount).toEqual({
      required: true,
      oneOf: [
        { type: 'integer', minimum: 1, maximum: 1000000 },
        { type: 'string', enum: ['ALL'] },
      ],
    });
  });
});

describe('renderConstraintsModule', () => {
  it('exports the parameters as parameterConstraints', () => {
    const text = renderConstraintsModule({}, buildParameterConstraints(spec));
    expect(text).toContain('export const parameterConstraints = {\n  "getAdminClaim": {');
    expect(text).toContain('"maxLength": 8');
    expect(text).toContain('readonly oneOf?:');
  });
});
