import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { storefrontQueryClient } from '@storefront/data';

// Pages and widgets rendered through a remote's own providers use the page's one query client: each test starts with
// an empty cache, as a page load does.
afterEach(() => storefrontQueryClient.clear());
