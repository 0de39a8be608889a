import { StaticMarkdown } from '../../../src/ui/content/Markdown';
import type { TasticProps } from '../../../src/shop/registry';

export interface MarkdownTextData {
  text?: string;
  textAlignment?: 'left' | 'center' | 'right';
}

/** Editor-written Markdown. Raw HTML in the text is shown as text, never injected. */
export default function MarkdownText({ data }: TasticProps<MarkdownTextData>) {
  if (!data.text?.trim()) return null;
  return (
    <div className={`markdown-text markdown-text--${data.textAlignment ?? 'left'}`}>
      <StaticMarkdown options={{ disableParsingRawHTML: true, forceBlock: true }}>{data.text}</StaticMarkdown>
    </div>
  );
}
