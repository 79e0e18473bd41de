/**
 * What a component test needs to answer the generated client's fetch calls in jsdom, which has
 * no fetch API classes: a `Headers` stand-in (the client builds its request headers with it) and a
 * JSON reply. Install the stand-in with `globalThis.Headers ??= FakeHeaders as unknown as typeof Headers`.
 */
export class FakeHeaders {
  private readonly values = new Map<string, string>();
  constructor(init: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(init)) this.values.set(k.toLowerCase(), String(v));
  }
  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), value);
  }
  append(name: string, value: string): void {
    this.set(name, value);
  }
  forEach(callback: (value: string, name: string) => void): void {
    this.values.forEach((value, name) => callback(value, name));
  }
}

/** A fetch reply with a JSON body and the given status. */
export const jsonResponse = (body: object, status = 200) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new FakeHeaders({ 'Content-Type': 'application/json' }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
