import { createTestApp, TestApp } from '../test/test-app';

/** Three questions to the assistant, each claiming another client address; the statuses they get. */
async function chatFromSpoofedAddresses(app: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const response = await app.http.post('/api/ai/chat').set('X-Forwarded-For', address).send({ message: 'Hello' });
    statuses.push(response.status);
  }
  return statuses;
}

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  let app: TestApp;
  afterEach(() => app.close());

  it('ignores X-Forwarded-For from a client that reaches the api port itself, not through a listed proxy', async () => {
    // The proxies live in 10.0.0.0/8; this client (127.0.0.1) is not one of them.
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', AI_RATE_LIMIT_PER_IP: '2' } });
    expect(await chatFromSpoofedAddresses(app)).toEqual([200, 200, 429]);
  });

  it("takes the client's address from a listed proxy", async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback', AI_RATE_LIMIT_PER_IP: '2' } });
    expect(await chatFromSpoofedAddresses(app)).toEqual([200, 200, 200]);
  });
});
