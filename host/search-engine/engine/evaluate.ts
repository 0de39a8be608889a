import { Bitset } from './bitset';
import type { FilterNode } from './filters';
import type { Snapshot } from './snapshot';

/** A filter tree to the set of matching documents. Every call returns a bitset the caller owns. */
export function evaluateFilter(snapshot: Snapshot, node: FilterNode): Bitset {
  switch (node.kind) {
    case 'facet':
      return snapshot.facetBits(node.attribute, node.value.toLowerCase());
    case 'range':
      return snapshot.numericRange(node.attribute, node.low, node.high);
    case 'numeric': {
      const v = node.value;
      switch (node.op) {
        case '<':
          return snapshot.numericRange(node.attribute, -Infinity, v, true, false);
        case '<=':
          return snapshot.numericRange(node.attribute, -Infinity, v);
        case '>':
          return snapshot.numericRange(node.attribute, v, Infinity, false, true);
        case '>=':
          return snapshot.numericRange(node.attribute, v, Infinity);
        case '=':
          return snapshot.numericRange(node.attribute, v, v);
        case '!=':
          return snapshot.numericRange(node.attribute, v, v).notInPlace();
      }
      break;
    }
    case 'not':
      return evaluateFilter(snapshot, node.child).notInPlace();
    case 'and': {
      const acc = evaluateFilter(snapshot, node.children[0]);
      for (let i = 1; i < node.children.length; i++) acc.andInPlace(readOnly(snapshot, node.children[i]));
      return acc;
    }
    case 'or': {
      const acc = evaluateFilter(snapshot, node.children[0]);
      for (let i = 1; i < node.children.length; i++) acc.orInPlace(readOnly(snapshot, node.children[i]));
      return acc;
    }
  }
  return new Bitset(snapshot.size);
}

/**
 * A child's documents only to be read (combined into its parent's bitset): a common facet value's
 * own cached bitset, not a copy of it (a listing's filters copied 12 KB a value on 100k records).
 */
function readOnly(snapshot: Snapshot, node: FilterNode): Bitset {
  return node.kind === 'facet' ? snapshot.facetBitsShared(node.attribute, node.value.toLowerCase()) : evaluateFilter(snapshot, node);
}
