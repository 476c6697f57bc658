import { createHttpClient, ProblemError } from '../index';
import { installFakeApi, problemReply } from './fake-api';

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
});
