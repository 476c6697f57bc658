import { createHttpClient, ProblemError } from '../index';
import { installFakeApi, pendingReply, problemReply } from './fake-api';

describe('installFakeApi', () => {
  const client = createHttpClient({ baseUrl: '/api', retryDelayMs: 0 });

  it('answers a stubbed route through the real client and records what was sent', async () => {
    const api = installFakeApi().on('POST', '/api/bag/lines', (request) => ({ echoed: request.body }));
    try {
      await expect(client.post('/bag/lines', { body: { sku: 'R-1' } })).resolves.toEqual({ echoed: { sku: 'R-1' } });
      expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/bag/lines' });
      expect(api.requests[0]?.headers['x-storefront-csrf']).toBe('1');
    } finally {
      api.restore();
    }
  });

  it('matches :params and answers unknown routes with a 404 problem', async () => {
    const api = installFakeApi()
      .on('GET', '/api/products/:slug', { name: 'Ring' })
      .on('DELETE', '/api/wishlist/items/:id', problemReply(401, 'UNAUTHENTICATED'));
    try {
      await expect(client.get('/products/solitaire?metal=gold')).resolves.toEqual({ name: 'Ring' });
      await expect(client.delete('/wishlist/items/p-1')).rejects.toBeInstanceOf(ProblemError);
      await expect(client.get('/nothing')).rejects.toMatchObject({ status: 404 });
    } finally {
      api.restore();
    }
  });

  it('records what no route answered, and lets a catch-all answer any method and path', async () => {
    const api = installFakeApi().on('GET', '/api/bag', { lines: [] });
    try {
      await expect(client.post('/wishlist/items', { body: {} })).rejects.toMatchObject({ status: 404 });
      expect(api.unmatched).toMatchObject([{ method: 'POST', path: '/api/wishlist/items' }]);
      api.on('*', '*', problemReply(503, 'DOWN')).on('GET', '/api/bag/summary', { itemCount: 0 });
      await expect(client.delete('/anything/at/all')).rejects.toMatchObject({ status: 503 });
      await expect(client.get('/bag/summary')).resolves.toEqual({ itemCount: 0 });
      expect(api.unmatched).toHaveLength(1);
    } finally {
      api.restore();
    }
  });

  it('can leave a request unanswered, as a page still loading sees it', async () => {
    const api = installFakeApi().on('GET', '/api/stores/:slug', pendingReply);
    try {
      const answer = client.get('/stores/sydney').then(() => 'answered');
      const later = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50));
      await expect(Promise.race([answer, later])).resolves.toBe('still waiting');
    } finally {
      api.restore();
    }
  });
});
