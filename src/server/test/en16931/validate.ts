import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import SaxonJS, { type StylesheetInternal } from 'saxon-js';

/*
 * An e-invoice (CII XML) checked against the official EN 16931 rules: the validation XSLT that
 * CEN/TC 434 publishes (ConnectingEurope/eInvoicing-EN16931, vendored here with its EUPL licence),
 * run by SaxonJS on Node, with no network. The XSLT is compiled once into a SEF (SaxonJS's
 * compiled form) kept beside it, because compiling takes about 30 s (decision 088):
 * `npx tsx scripts/compile-en16931.ts` after updating the XSLT.
 */

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export const EN16931_FILES = {
  /** The official rules, as published (a Schematron compiled to XSLT 2.0 that reports in SVRL). */
  xslt: here('./EN16931-CII-validation.xslt'),
  /** The XSLT compiled by `xslt3` for SaxonJS, gzipped. */
  sef: here('./EN16931-CII-validation.sef.json.gz'),
  /** The SHA-256 of the XSLT the SEF was compiled from, as `sha256sum` writes it. */
  sourceHash: here('./EN16931-CII-validation.sef.sha256'),
};

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

export type En16931Failure = {
  /** The rule, e.g. BR-CO-15. */
  id: string;
  /** `fatal` (the invoice is not EN 16931) or `warning`. */
  flag: string;
  /** The rule's text, e.g. "[BR-CO-15]-Invoice total amount with VAT (BT-112) = ...". */
  text: string;
  /** Where in the XML, as an XPath. */
  location: string;
};

async function loadStylesheet(): Promise<StylesheetInternal> {
  const [xslt, sourceHash, sef] = await Promise.all([
    readFile(EN16931_FILES.xslt),
    readFile(EN16931_FILES.sourceHash, 'utf8'),
    readFile(EN16931_FILES.sef),
  ]);
  const hash = createHash('sha256').update(xslt).digest('hex');
  if (sourceHash.split(/\s/)[0] !== hash)
    throw new Error(
      `${EN16931_FILES.sef} was not compiled from ${EN16931_FILES.xslt}: run \`npx tsx scripts/compile-en16931.ts\`.`,
    );
  return JSON.parse((await promisify(gunzip)(sef)).toString('utf8')) as StylesheetInternal;
}

/** The stylesheet, loaded once per process; after the first transform, SaxonJS's prepared form of it. */
let stylesheet: Promise<StylesheetInternal> | null = null;

/** Every rule of EN 16931 that `xml` breaks, warnings included, in the order the rules ran. */
export async function en16931Failures(xml: string): Promise<En16931Failure[]> {
  const loading = (stylesheet ??= loadStylesheet());
  loading.catch(() => (stylesheet = null));
  const result = await SaxonJS.transform(
    { stylesheetInternal: await loading, sourceText: xml, destination: 'serialized' },
    'async',
  );
  stylesheet = Promise.resolve(result.stylesheetInternal);
  const report = SaxonJS.XPath.evaluate(
    `let $svrl := parse-xml($report) return map {
       'checked': exists($svrl//svrl:fired-rule[@context = '/rsm:CrossIndustryInvoice']),
       'failures': array {
         $svrl//svrl:failed-assert ! map {
           'id': string(@id), 'flag': string(@flag), 'text': normalize-space(svrl:text), 'location': string(@location)
         }
       }
     }`,
    null,
    { params: { report: String(result.principalResult) }, namespaceContext: { svrl: SVRL } },
  ) as { checked: boolean; failures: En16931Failure[] };
  // The rules match the CII root element: any other XML would break none of them.
  if (!report.checked) throw new Error('Not a CII invoice (rsm:CrossIndustryInvoice): no EN 16931 rule applies to it.');
  return report.failures;
}

/** `/*:A[namespace-uri()='…'][1]/*:B[…][2]` as `/A[1]/B[2]`. */
const shortLocation = (location: string) => location.replace(/\*:([\w.-]+)\[namespace-uri\(\)='[^']*'\]/g, '$1');

/** Throws, naming every fatal failure, unless `xml` is a valid EN 16931 invoice; returns the warnings. */
export async function expectValidEn16931(xml: string): Promise<En16931Failure[]> {
  const failures = await en16931Failures(xml);
  const fatal = failures.filter((failure) => failure.flag === 'fatal');
  if (fatal.length > 0)
    throw new Error(
      `The e-invoice breaks ${fatal.length} EN 16931 rule(s):\n${fatal
        .map((failure) => `- ${failure.id} at ${shortLocation(failure.location)}: ${failure.text}`)
        .join('\n')}`,
    );
  return failures.filter((failure) => failure.flag !== 'fatal');
}
