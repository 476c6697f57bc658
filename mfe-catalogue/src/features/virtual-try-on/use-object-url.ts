import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An object URL for a file or blob, revoked when it is replaced, cleared or the component unmounts.
 * @example const [photoUrl, setPhoto] = useObjectUrl(); setPhoto(input.files[0]);
 */
export function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const set = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return [url, set];
}
