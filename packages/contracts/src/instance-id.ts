/**
 * Random per module instance. Shell and remotes must see the same value: if they differ, the contracts singleton
 * was duplicated and every shared store is split.
 */
export const contractsInstanceId: string = Math.random().toString(36).slice(2);
