// Consumers import the generated client by the package's own name.
import { AtpBaseClient } from '@svc/sandbox-service/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

it('the published client calls the running server', async () => {
  const a = s.actor();
  const client = new AtpBaseClient({ service: s.url, headers: { authorization: `Bearer ${a.token}` } });
  const { data } = await client.io.svc.actor.getProfile({});
  expect(data).toMatchObject({ did: a.did, handle: a.handle });
});
