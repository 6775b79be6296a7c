/**
 * The one way the probe's shipped expressions become expressions again: each on its first use,
 * then kept. Compiling is most of what an expression costs a frame that has just started, and most
 * frames need few of them (a page of words alone never compiles the numbers), so none is made
 * before it is asked for.
 */
import type { ExpressionSource } from "./tables.ts";

/** What `expressionsOf` reads: named sources, and null for one a dataset leaves out. */
export type ExpressionSources<Name extends string> = { readonly [name in Name]: ExpressionSource | null };

/** The expression of each name of `sources`, made on first use; one that is null matches nothing. */
export function expressionsOf<Name extends string>(sources: ExpressionSources<Name>): (name: Name) => RegExp {
  const made = new Map<Name, RegExp>();
  return (name) => {
    let expression = made.get(name);
    if (!expression) {
      const source = sources[name];
      expression = source ? new RegExp(source[0], source[1]) : /(?!)/;
      made.set(name, expression);
    }
    return expression;
  };
}
