/** @jest-environment node */
import { readEdgeConfig } from './edge-config';

describe('edge configuration from the environment', () => {
  it('has local defaults', () => {
    const config = readEdgeConfig({});

    expect(config).toMatchObject({
      port: 8080,
      host: undefined,
      maintenance: false,
      apiUrl: undefined,
      integrations: [],
      logLevel: 'warn',
      marketOrigins: { AU: 'http://au.localhost:8080', CA: 'http://ca.localhost:8080', NZ: 'http://nz.localhost:8080' },
    });
    expect(config.marketHosts['ca.localhost']).toBe('CA');
  });

  it('reads overrides, keeping default origins for markets not named', () => {
    const config = readEdgeConfig({
      PORT: '3000',
      MAINTENANCE: '1',
      API_URL: 'http://127.0.0.1:4000',
      MARKET_ORIGINS: JSON.stringify({ CA: 'https://www.example.ca' }),
      CSP_CONNECT_SRC: 'https://a.example https://b.example',
    });

    expect(config.port).toBe(3000);
    expect(config.maintenance).toBe(true);
    expect(config.apiUrl?.href).toBe('http://127.0.0.1:4000/');
    expect(config.marketOrigins).toEqual({
      AU: 'http://au.localhost:3000',
      CA: 'https://www.example.ca',
      NZ: 'http://nz.localhost:3000',
    });
    expect(config.csp.connectSrc).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ MARKET_HOSTS: '{"shop.example": "UK"}' }, /MARKET_HOSTS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CSP_CONNECT_SRC: "https://x; script-src 'unsafe-eval'" }, /CSP_CONNECT_SRC/],
  ])('fails loudly on a bad value: %p', (env, message) => {
    expect(() => readEdgeConfig(env)).toThrow(message);
  });
});
