/*
 * The part of SaxonJS 2.7's API (https://www.saxonica.com/saxon-js/documentation2/) the EN 16931
 * validator uses: the package ships without types.
 */
declare module 'saxon-js' {
  /** A compiled stylesheet as SaxonJS holds it after loading a SEF: opaque, reused between calls. */
  export type StylesheetInternal = object;

  export type TransformOptions = (
    { stylesheetText: string } | { stylesheetFileName: string } | { stylesheetInternal: StylesheetInternal }
  ) & {
    sourceText?: string;
    sourceFileName?: string;
    destination?: 'serialized' | 'document' | 'raw' | 'application' | 'file' | 'stdout' | 'replaceBody';
    stylesheetParams?: Record<string, unknown>;
  };

  export type TransformResult = {
    /** With destination 'serialized', the principal result as text. */
    principalResult: unknown;
    resultDocuments: Record<string, unknown>;
    stylesheetInternal: StylesheetInternal;
  };

  export function transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;

  export type XPathOptions = {
    /** Values of the expression's external variables (`$name`), by name. */
    params?: Record<string, unknown>;
    /** Prefixes the expression uses, with their namespace URIs. */
    namespaceContext?: Record<string, string>;
    resultForm?: 'default' | 'array' | 'iterator' | 'xdm';
  };

  export const XPath: {
    /** Evaluates an XPath 3.1 expression; maps and arrays come back as JavaScript objects and arrays. */
    evaluate(expression: string, contextItem: unknown, options?: XPathOptions): unknown;
  };

  const SaxonJS: {
    transform: typeof transform;
    XPath: typeof XPath;
  };
  export default SaxonJS;
}
