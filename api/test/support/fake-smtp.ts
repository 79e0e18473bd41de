import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests: `accept` takes every mail, `refuse` answers MAIL FROM with a
 * temporary failure (451), `hold` accepts connections but does not greet until release(), like
 * a server that hangs.
 */
export class FakeSmtp {
  mode: 'accept' | 'refuse' | 'hold' = 'accept';
  readonly messages: string[] = [];
  connections = 0;
  private readonly held: Array<() => void> = [];
  private readonly sockets = new Set<Socket>();
  private server?: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Greets every held connection and accepts mail from now on. */
  release(): void {
    this.mode = 'accept';
    for (const greet of this.held.splice(0)) greet();
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private serve(socket: Socket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    const greet = () => socket.write('220 fake.test ESMTP\r\n');
    if (this.mode === 'hold') this.held.push(greet);
    else greet();
    let buffer = '';
    let data: string | undefined;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          this.messages.push(data);
          data = undefined;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'MAIL') socket.write(this.mode === 'refuse' ? '451 4.3.0 Mailbox temporarily unavailable\r\n' : '250 2.1.0 OK\r\n');
        else if (verb === 'RCPT') socket.write('250 2.1.5 OK\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
  }
}
