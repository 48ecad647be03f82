import { useCallback, useRef, useState } from 'react';
import type { Notice } from './Notices';

/** How long an information notice stays; errors stay until dismissed. */
const INFO_MS = 6000;

export function useNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (message: string, tone: Notice['tone'] = 'info', actions?: Notice['actions']) => {
      const id = next.current++;
      setNotices((list) => [...list.filter((n) => n.message !== message), { id, message, tone, actions }]);
      if (tone === 'info' && !actions) setTimeout(() => dismiss(id), INFO_MS);
    },
    [dismiss],
  );
  return { notices, notify, dismiss };
}
