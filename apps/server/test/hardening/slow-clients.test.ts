import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

// Issue 12 defect 7: `Content-Length: 1000000` and then one byte every 20 s held a socket open
// past 340 s, and 1100 such sockets made /v1/health fail. Real sockets against a listening server.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HTTP_REQUEST_TIMEOUT_SECONDS: '1',
    HTTP_HEADERS_TIMEOUT_SECONDS: '1',
    HTTP_MAX_CONNECTIONS_PER_IP: '3',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

function open(localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sent until it closed the socket. */
function untilClosed(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

async function get(path: string, localAddress: string): Promise<string> {
  const socket = await open(localAddress);
  const reply = untilClosed(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  return reply;
}

describe('slow request bodies', () => {
  it('a body trickled one byte at a time is cut off with 408 at the request timeout', async () => {
    const socket = await open();
    const reply = untilClosed(socket);
    socket.write(
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000000\r\n\r\n{',
    );
    // One byte every 100 ms: never idle, never finished. Stops when the server closes.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const text = await reply;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('headers that never finish are cut off too', async () => {
    const socket = await open();
    const reply = untilClosed(socket);
    socket.write('GET /v1/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    const text = await reply;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);
});

describe('connections per client address', () => {
  it('one address holds at most the cap; other addresses are still served', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const fourth = await open();
    // The server closes the fourth at once, without reading a request.
    expect(await untilClosed(fourth)).toBe('');
    // Another client (127.0.0.2 is loopback too) still gets answers.
    expect(await get('/v1/health', '127.0.0.2')).toMatch(/^HTTP\/1\.1 200/);
    // A held socket closing frees a place for its address.
    // (The server sees the close a moment after the client: ask again until it has.)
    held[0]?.destroy();
    let answer = '';
    for (let i = 0; i < 100 && !answer; i++) {
      answer = await get('/v1/health', '127.0.0.1');
      if (!answer) await new Promise((r) => setTimeout(r, 20));
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of held) socket.destroy();
  }, 15_000);
});
