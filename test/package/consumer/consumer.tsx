// A Frontend project's use of the SDK, type-checked against the shipped declarations (strict, no skipLibCheck).
import type { ExtensionRegistry } from '@frontastic/extension-types';
import extensions from '@hirmer/storefront-sdk/extensions';
import { lazy } from 'react';
import { tasticLoaders, type TasticType } from '@hirmer/storefront-sdk/tastics';
import ProductList from '@hirmer/storefront-sdk/tastics/listing/product-list';
import { Renderer, ShopShell, TasticSlot, type RendererProps, type TasticProps, type TasticRegistry } from '@hirmer/storefront-sdk';
import {
  compileMessages,
  getProject,
  intlWarmupScript,
  messagesFor,
  pageDataFromFrontend,
  pageHead,
  SHOP_CONTEXT_ACTION,
  visibilityClasses,
  type FrontendPageResponse,
  type ShopSettings,
} from '@hirmer/storefront-sdk/server';

function Greeting({ data }: TasticProps<{ headline: string }>) {
  return <h2>{data.headline}</h2>;
}

/** Each tastic as a lazy chunk (a Next.js project maps them onto `next/dynamic`), plus the project's own. */
export const registry: TasticRegistry = {
  ...Object.fromEntries(Object.entries(tasticLoaders).map(([type, load]) => [type, lazy(load)])),
  'acme/content/greeting': Greeting,
};
export const detailType: TasticType = 'hirmer/product/detail';
export const listing = ProductList;
export const extensionRegistry: ExtensionRegistry = extensions;
export const projectName: string = getProject('hgg').name;
export const germanTexts = compileMessages(messagesFor('de'), 'de-DE');
export const shopAction: string = SHOP_CONTEXT_ACTION;

/** The client renderer (the B2C starter's shape). */
export function Page(props: Omit<RendererProps, 'registry'>) {
  return <Renderer {...props} registry={registry} transport={{ endpoint: 'https://example.frontastic.io', extensionVersion: 'dev' }} />;
}

/** Its own renderer around the shop's shell (the B2B starter's shape), the page head beside it. */
export function OwnRenderer({ page, shop }: { page: FrontendPageResponse; shop: ShopSettings }) {
  const data = pageDataFromFrontend(page, '/');
  const head = pageHead(data, { language: 'de', shopName: projectName, status: 200 });
  return (
    <ShopShell shop={shop} messages={germanTexts}>
      <h1>{head.title}</h1>
      {data.page.sections.main.layoutElements.map((element) => (
        <div key={element.layoutElementId} className={visibilityClasses(element.configuration)}>
          {element.tastics.map((tastic) => (
            <TasticSlot key={tastic.tasticId} tasticId={tastic.tasticId} tasticType={tastic.tasticType} data={tastic.configuration}>
              <Greeting
                data={{ headline: tastic.tasticType, mobile: true, tablet: true, desktop: true }}
                tasticId={tastic.tasticId}
                pageFolder={data.pageFolder}
              />
            </TasticSlot>
          ))}
        </div>
      ))}
    </ShopShell>
  );
}

/** In the document head, after the stylesheet's preload and before its link. */
export function IntlWarmup({ intlLocale }: { intlLocale: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the SDK's own inline script, no user input
  return <script dangerouslySetInnerHTML={{ __html: intlWarmupScript(intlLocale) }} />;
}
