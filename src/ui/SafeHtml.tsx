import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';

/** Tags and attributes server messages may use (emphasis, line breaks, links). */
const ALLOWED: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span', 'ul', 'li'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class', 'data-action'],
};

/** Whether the text has markup or entities: only then it needs DOMPurify (about 11 KB gzip, loaded then). */
function hasMarkup(html: string): boolean {
  return /<[a-z!/?]/i.test(html) || /&(#x?[0-9a-f]+|[a-z]+);/i.test(html);
}

/** DOMPurify's sanitising, loaded on first use. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, ALLOWED) as string;
}

/**
 * HTML from the server (login and registration errors with a reset-password link, the shipping texts
 * of the project configuration) rendered after sanitising with DOMPurify. The server render shows
 * plain text and the browser replaces it once DOMPurify, loaded for it, has run; a text without
 * markup is plain text on both, and loads nothing. Clicks on links marked data-action="..." are
 * handed to onAction instead of navigating (e.g. open the forgot-password modal).
 */
export function SafeHtml({ html, className, onAction }: { html: string; className?: string; onAction?: (action: string) => void }) {
  const markup = hasMarkup(html);
  const [clean, setClean] = useState<{ html: string; clean: string } | null>(null);
  useEffect(() => {
    if (!markup) return;
    let current = true;
    void sanitizeHtml(html).then((result) => {
      if (current) setClean({ html, clean: result });
    });
    return () => {
      current = false;
    };
  }, [html, markup]);
  if (!markup) return <div className={className}>{html}</div>;
  if (clean?.html !== html) return <div className={className}>{html.replace(/<[^>]*>/g, '')}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on links inside the HTML (they are keyboard-reachable anchors)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the anchors themselves take Enter; the click bubbles here
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean.clean }}
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
