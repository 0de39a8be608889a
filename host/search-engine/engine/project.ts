/**
 * attributesToRetrieve: `*` (everything), `-attr` exclusions next to `*`, or a list of (dotted)
 * attributes. objectID is always returned, as Algolia does.
 */
export function project(record: Record<string, unknown>, attributes: readonly string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) {
    const excluded = attributes?.filter((a) => a.startsWith('-')).map((a) => a.slice(1)) ?? [];
    if (excluded.length === 0) return { ...record };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (!excluded.includes(k) || k === 'objectID') out[k] = v;
    return out;
  }
  const out: Record<string, unknown> = { objectID: record.objectID };
  copyInto(record, treeOf(attributes), out);
  return out;
}

/**
 * The attributes as a tree of their segments, each node either taken whole (a path ends there) or
 * walked into: built once per list (a page's hits share it) instead of splitting every path for
 * every hit.
 */
interface Node {
  whole: boolean;
  children: Map<string, Node>;
}

const trees = new WeakMap<readonly string[], Map<string, Node>>();

function treeOf(attributes: readonly string[]): Map<string, Node> {
  let tree = trees.get(attributes);
  if (!tree) {
    tree = new Map();
    for (const path of attributes) {
      let level = tree;
      const segments = path.split('.');
      segments.forEach((segment, i) => {
        let node = level.get(segment);
        if (!node) level.set(segment, (node = { whole: false, children: new Map() }));
        if (i === segments.length - 1) node.whole = true;
        level = node.children;
      });
    }
    trees.set(attributes, tree);
  }
  return tree;
}

/**
 * Copies what the tree names from source to target. A path's last segment takes its value as it
 * is; on the way, an array is walked element by element (keeping its length, an element that is
 * no object giving `{}`) and anything else that is no object gives `{}`; a missing value is left out.
 */
function copyInto(source: unknown, tree: Map<string, Node>, target: Record<string, unknown>): void {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return;
  for (const [key, node] of tree) {
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (node.whole) target[key] = value;
    else if (Array.isArray(value)) {
      target[key] = value.map((element) => {
        const out: Record<string, unknown> = {};
        copyInto(element, node.children, out);
        return out;
      });
    } else {
      const child: Record<string, unknown> = {};
      copyInto(value, node.children, child);
      target[key] = child;
    }
  }
}
