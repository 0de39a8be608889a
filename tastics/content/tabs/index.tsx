import { useState } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';
import { Tabs } from '../../../src/ui/Tabs';

export interface TabsData {
  tabs?: { title?: string; content?: string }[];
}

/** Tabs of Markdown content (the shop's tabs widget, src/ui/Tabs.tsx: keyboard operable as the WAI-ARIA tabs pattern). */
export default function ContentTabs({ data }: TasticProps<TabsData>) {
  const tabs = (data.tabs ?? []).filter((t) => t.title);
  const [active, setActive] = useState('0');
  if (!tabs.length) return null;
  return (
    <Tabs className="content-tabs" tabs={tabs.map((tab, i) => ({ id: String(i), title: tab.title }))} selected={active} onSelect={setActive}>
      {(id) => <ContentMarkdown text={tabs[Number(id)]!.content} />}
    </Tabs>
  );
}
