import { installFakeApi, type FakeApi } from '@storefront/http/testing';
import { defaultSiteConfig } from '@storefront/contracts';
import { BOOT_DATA_ELEMENT_ID, loadBootData, readInlineBootData } from './boot-data';

const config = {
  maintenance: false,
  marketHosts: { 'www.example.ca': 'CA' as const },
  marketOrigins: { CA: 'https://www.example.ca' },
  integrations: ['braze'],
  engagement: {
    apiKey: 'web-app-key',
    baseUrl: 'sdk.iad-03.braze.com',
    allowUserSuppliedJavascript: false,
    logging: false,
  },
};
const registry = {
  remotes: { catalogue: { version: '1.2.0-a', entry: '/remotes/catalogue/1.2.0-a/mf-manifest.json' } },
};

function inline(text: string, type = 'application/json') {
  document.head.innerHTML = '';
  const element = document.createElement('script');
  element.type = type;
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('boot data', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('reads what the edge inlined, escaped, without a request', async () => {
    inline(JSON.stringify({ config, registry }).replace(/</g, '\\u003c'));
    expect(readInlineBootData()).toEqual({ config, registry });
    await expect(Promise.resolve(loadBootData())).resolves.toEqual({ config, registry });
    expect(api.requests).toHaveLength(0);
  });

  it('fetches the config and the registry when the document carries none', async () => {
    api.on('GET', '/_config.json', config).on('GET', '/remotes.json', registry);
    await expect(Promise.resolve(loadBootData())).resolves.toEqual({ config, registry });
    expect(api.requests.map((request) => request.path).sort()).toEqual(['/_config.json', '/remotes.json']);
  });

  it('ignores unreadable inline data and falls back to fetching, then to defaults', async () => {
    inline('{"config": {"maintenance": "yes"}}');
    expect(readInlineBootData()).toBeUndefined();
    inline('not json');
    expect(readInlineBootData()).toBeUndefined();
    inline(JSON.stringify({ config, registry }), 'text/plain');
    expect(readInlineBootData()).toBeUndefined();

    api.on('GET', '/_config.json', new Response('down', { status: 503 }));
    api.on('GET', '/remotes.json', new Response('down', { status: 503 }));
    await expect(Promise.resolve(loadBootData())).resolves.toEqual({
      config: defaultSiteConfig,
      registry: { remotes: {} },
    });
  });
});
