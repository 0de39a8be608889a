import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';

/** Tags and attributes server messages may use (emphasis, line breaks, links). */
const ALLOWED = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span', 'ul', 'li'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'data-action'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED) as string;
}

/**
 * HTML from the server (login and registration errors with a reset-password link) rendered after
 * sanitising with DOMPurify. Server messages appear after an action, so the server render shows
 * plain text and the browser replaces it once DOMPurify can run. Clicks on links marked
 * data-action="..." are handed to onAction instead of navigating (e.g. open the forgot-password modal).
 */
export function SafeHtml({ html, className, onAction }: { html: string; className?: string; onAction?: (action: string) => void }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => setClean(sanitizeHtml(html)), [html]);
  if (clean === null) return <div className={className}>{html.replace(/<[^>]*>/g, '')}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on links inside the HTML (they are keyboard-reachable anchors)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the anchors themselves take Enter; the click bubbles here
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
      onClick={(event) => {
        const link = (event.target as HTMLElement).closest('a[data-action]');
        if (link && onAction) {
          event.preventDefault();
          onAction(link.getAttribute('data-action')!);
        }
      }}
    />
  );
}
