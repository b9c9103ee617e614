/**
 * Stripe's API takes form bodies with bracketed keys (`line_items[0][price_data][currency]=usd`),
 * as stripe-node encodes them; this turns them back into nested objects and arrays.
 */
type Node = { [key: string]: Node | string };

function toArrays(node: Node | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((key) => [key, toArrays(node[key]!)]));
  const isArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isArray ? keys.map((key) => values[key]) : values;
}

export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      node = typeof next === 'object' ? next : (node[segment] = {});
    });
  }
  return toArrays(root) as Record<string, unknown>;
}
