import { useEffect, useState } from 'react';

/** Where the camera is: `refused` (permission), `missing` (no camera or no API), `failed` (anything else). */
export type CameraState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'refused' | 'missing' | 'failed' };

function failureOf(error: unknown): CameraState {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return { status: 'refused' };
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return { status: 'missing' };
  }
  return { status: 'failed' };
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The front camera's stream while `enabled`. Every track is stopped when it turns false, on unmount, and when a
 * stream arrives after it is no longer wanted. Change `attempt` to ask again after a failure.
 */
export function useCameraStream(enabled: boolean, attempt = 0): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'idle' });

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    // Absent on insecure origins and in browsers without camera support.
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      setState({ status: 'missing' });
      return;
    }
    let active = true;
    let stream: MediaStream | undefined;
    setState({ status: 'starting' });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
      (granted) => {
        if (!active) {
          stopTracks(granted);
          return;
        }
        stream = granted;
        setState({ status: 'live', stream: granted });
      },
      (error: unknown) => {
        if (active) setState(failureOf(error));
      },
    );
    return () => {
      active = false;
      if (stream) stopTracks(stream);
    };
  }, [enabled, attempt]);

  return state;
}
