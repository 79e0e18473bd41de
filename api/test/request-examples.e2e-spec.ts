import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadSpec, specOperations, withNullableComposition } from './support/contract';

type Json = Record<string, any>;

/*
 * Every JSON request body in the spec has named examples of its main scenarios (issue 9: /api/docs
 * "try it" offers them), and each example is a body the schema accepts. Reads the bundled spec only.
 */
describe('request body examples (openapi/dist/openapi.json)', () => {
  const spec = loadSpec();
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema({ ...withNullableComposition(structuredClone(spec)), $id: 'spec.json' } as never, 'spec.json');
  const deref = (node: Json | undefined): Json | undefined =>
    node?.$ref
      ? (node.$ref as string)
          .slice(2)
          .split('/')
          .reduce<Json>((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec)
      : node;
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  const bodies = specOperations(spec)
    .map((op) => ({ op, body: deref(op.operation.requestBody) }))
    .filter(({ body }) => body?.content?.['application/json']);

  it('finds the JSON request bodies (calculateFee and calculateFeeOneTime among them)', () => {
    const ids = bodies.map(({ op }) => op.operationId);
    expect(ids).toEqual(expect.arrayContaining(['calculateFee', 'calculateFeeOneTime', 'makePayment']));
    expect(bodies.length).toBeGreaterThan(80);
  });

  it('every JSON request body has named examples', () => {
    const missing = bodies.filter(({ body }) => !Object.keys(body!.content['application/json'].examples ?? {}).length).map(({ op }) => op.operationId);
    expect(missing).toEqual([]);
  });

  it('every named example is a body its schema accepts', () => {
    const refused: string[] = [];
    for (const { op, body } of bodies) {
      const media = body!.content['application/json'];
      const at = op.operation.requestBody.$ref
        ? `spec.json#/${(op.operation.requestBody.$ref as string).slice(2)}/content/application~1json/schema`
        : `spec.json#/${pointer('paths', op.path, op.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(at);
      if (!validate) throw new Error(`no schema at ${at}`);
      for (const [name, example] of Object.entries<Json>(media.examples ?? {})) {
        if (!validate(example.value)) refused.push(`${op.operationId} ${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
