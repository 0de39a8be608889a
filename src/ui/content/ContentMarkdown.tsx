import type { ReactNode } from 'react';
import { Markdown } from './Markdown';
import { ContentLink } from './ContentLink';

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  return <ContentLink link={href ?? null}>{children}</ContentLink>;
}

/**
 * An editor's Markdown inside a content block: raw HTML stays text, and every link goes through the
 * one content link (modal, tel:, in-app routing).
 */
export function ContentMarkdown({ text, className }: { text?: string; className?: string }) {
  if (!text?.trim()) return null;
  return (
    <div className={className}>
      <Markdown options={{ disableParsingRawHTML: true, forceBlock: true, overrides: { a: { component: MarkdownLink } } }}>{text}</Markdown>
    </div>
  );
}
