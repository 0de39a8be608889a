import type { NavigationNode } from '../domain/navigation';
import type { NodeFields } from '../domain/node-configuration';
import { NODE_CONFIGURATION_DEFAULTS } from '../domain/node-configuration-defaults';

/**
 * Reading one navigation node (storefront-browsing.md §3 "Navigation node configuration"): its
 * configuration with the defaults put back, its address and its label. Apart from ./menu.ts (the
 * header's rules over the whole tree), as the category bar reads single nodes in a lazy chunk of its own.
 */

type Config = NodeFields;
const withDefaults = new WeakMap<object, Config>();

/**
 * A node's configuration with every field a node is read for: what its value carries (parsed and
 * trimmed where the page was resolved, src/domain/node-configuration.ts `nodeValueConfiguration`) over
 * the defaults it left out. The one way to read a node's configuration, made once per value.
 */
export function nodeConfiguration(node: Pick<NavigationNode, 'configuration'>): Config {
  const carried = node.configuration ?? {};
  let full = withDefaults.get(carried);
  if (!full) withDefaults.set(carried, (full = { ...NODE_CONFIGURATION_DEFAULTS, ...carried } as Config));
  return full;
}
const cfg = nodeConfiguration;
/** A text the editor set, or undefined when it is blank. */
export const editorText = (value: string | undefined): string | undefined => (value?.trim() ? value : undefined);

/**
 * Where a link to a node leads: its crossShopUrl ("relative path of the same category in another
 * shop") when set, else the node's own address.
 */
export function nodeHref(node: NavigationNode): string {
  const cross = editorText(cfg(node).crossShopUrl);
  return cross?.startsWith('/') && !cross.startsWith('//') ? cross : node._url;
}

/** The label editors set per language (pageName), else the node name. */
export function nodeLabel(node: NavigationNode): string {
  return editorText(cfg(node).pageName) ?? node.name;
}
