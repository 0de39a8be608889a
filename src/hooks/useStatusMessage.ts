import { useCallback, useState } from 'react';
import type { StatusMessage } from '../domain/status-message';
import { statusRedirectOf } from '../domain/status-alert-rules';
import { useNavigate } from '../navigation/navigate';

/**
 * The status message of a form's last answer, for `StatusAlert` to show. A redirect success goes to its
 * location at once, from the answer's handler (through the shop navigator, so a Frontend project's router
 * takes it): the form may be gone by the next render (a registration logs the shopper in).
 */
export function useStatusMessage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const show = useCallback(
    (next: StatusMessage | null) => {
      setStatus(next);
      const location = statusRedirectOf(next);
      if (location) navigate(location);
    },
    [navigate],
  );
  return [status, show] as const;
}
