import { useEffect, useState, type ReactNode } from 'react';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { IMAGE_LOAD_TIMEOUT_MS } from './in-app-message-model';

/** Where a message's image stands: none, still loading (the message waits), loaded, or given up on. */
export type MessageImageState = 'none' | 'loading' | 'ready' | 'failed';

/**
 * Loads a message's image before the message shows, as the SDK's own display does, so nothing jumps once it is open.
 * After {@link IMAGE_LOAD_TIMEOUT_MS} (SPEC §9), or when the image fails, the message shows without it (logged only).
 * `preload` is a hidden `<img>` to render while loading.
 */
export function useMessageImage(url: string | undefined): { state: MessageImageState; preload: ReactNode } {
  const [state, setState] = useState<MessageImageState>(url ? 'loading' : 'none');
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => {
      engagementLog('in-app message image not loaded in time: the message shows without it', url);
      setState('failed');
    }, IMAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, url]);
  const preload =
    state === 'loading' && url ? (
      <img
        src={url}
        alt=""
        hidden
        data-iam-image-preload=""
        onLoad={() => setState('ready')}
        onError={() => {
          engagementLog('in-app message image failed: the message shows without it', url);
          setState('failed');
        }}
      />
    ) : null;
  return { state, preload };
}
