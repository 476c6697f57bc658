export { DataProvider } from './data-provider';
export { createQueryClient, storefrontQueryClient } from './query-client';
