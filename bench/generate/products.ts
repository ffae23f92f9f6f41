import type pg from 'pg';
import type { PlacedLeaf } from './categories';
import { descriptionNotes, variants } from './catalog-words';
import { continueIdentity } from './session';

/** The share of products that are Canon's: one in ten (bench-data.ts COMMON_WORD). */
const CANON_EVERY = 10;
/** How many products carry the rare brand (bench-data.ts RARE_WORD). */
const RARE_PRODUCTS = 20;

type Pick = { pool: 'any' | 'canon' | 'rare'; lo: number; hi: number; category_id: number };

/** Each pool's leaves as consecutive slices of [0, 1), as wide as their weight: a uniform number picks one. */
function leafPicks(leaves: PlacedLeaf[]): Pick[] {
  const picks: Pick[] = [];
  const pools = [
    { pool: 'any', weightOf: (leaf: PlacedLeaf) => leaf.weight },
    { pool: 'canon', weightOf: (leaf: PlacedLeaf) => (leaf.canon ? leaf.weight : 0) },
    { pool: 'rare', weightOf: (leaf: PlacedLeaf) => (leaf.rare ? 1 : 0) },
  ] as const;
  for (const { pool, weightOf } of pools) {
    const total = leaves.reduce((sum, leaf) => sum + weightOf(leaf), 0);
    let lo = 0;
    for (const leaf of leaves) {
      const width = weightOf(leaf) / total;
      if (width === 0) continue;
      picks.push({ pool, lo, hi: lo + width, category_id: leaf.id });
      lo += width;
    }
    // Rounding must not leave a number just below 1 without a leaf.
    picks.at(-1)!.hi = 2;
  }
  return picks;
}

/** A leaf's brand and series pairs, as two arrays of equal length that one index reads together. */
function leafRow(leaf: PlacedLeaf) {
  const lines = leaf.brands ?? leaf.parentBrands ?? [];
  const pairs = lines.flatMap(([brand, ...series]) => series.map((one) => [brand, one] as const));
  return {
    category_id: leaf.id,
    noun_en: leaf.noun[0],
    noun_es: leaf.noun[1],
    noun_de: leaf.noun[2],
    brands: pairs.map(([brand]) => brand),
    series: pairs.map(([, series]) => series),
    canon: leaf.canon ?? [],
    rare: leaf.rare ?? [],
  };
}

/**
 * Products 1 to `count`, all in one statement. Product g's model number comes from g * 7919 mod
 * 1,000,000 (a one-to-one map below a million), so names are unique without a "#g" suffix. Prices
 * are steps of 2.50 from 5.00 to 400.00, most of them low: many products share a price.
 */
export async function insertProducts(client: pg.ClientBase, leaves: PlacedLeaf[], count: number) {
  await client.query(`
    CREATE TEMP TABLE bench_leaf (category_id int PRIMARY KEY, noun_en text, noun_es text, noun_de text,
                                  brands text[], series text[], canon text[], rare text[]);
    CREATE TEMP TABLE bench_leaf_pick (pool text, lo float8, hi float8, category_id int);
  `);
  await client.query(`INSERT INTO bench_leaf SELECT * FROM jsonb_populate_recordset(NULL::bench_leaf, $1::jsonb)`, [
    JSON.stringify(leaves.map(leafRow)),
  ]);
  await client.query(
    `INSERT INTO bench_leaf_pick SELECT * FROM jsonb_populate_recordset(NULL::bench_leaf_pick, $1::jsonb)`,
    [JSON.stringify(leafPicks(leaves))],
  );
  const rareEvery = Math.max(1, Math.floor(count / RARE_PRODUCTS));
  await client.query(
    `WITH numbered AS (
       SELECT g, pg_temp.rnd(g, 1) AS r_leaf, pg_temp.rnd(g, 2) AS r_brand, pg_temp.rnd(g, 3) AS r_price,
              (g * 7919) % 1000000 AS code,
              CASE WHEN g % $2 = 7 % $2 THEN 'rare' WHEN g % ${CANON_EVERY} = 3 THEN 'canon' ELSE 'any' END AS pool
       FROM generate_series(1, $1::int) AS g
     ),
     named AS (
       SELECT n.g, l.category_id, l.noun_en, l.noun_es, l.noun_de, n.r_price,
              CASE n.pool WHEN 'canon' THEN 'Canon' WHEN 'rare' THEN 'Hasselblad'
                ELSE l.brands[1 + floor(n.r_brand * cardinality(l.brands))::int] END AS brand,
              CASE n.pool WHEN 'canon' THEN l.canon[1 + floor(n.r_brand * cardinality(l.canon))::int]
                WHEN 'rare' THEN l.rare[1 + floor(n.r_brand * cardinality(l.rare))::int]
                ELSE l.series[1 + floor(n.r_brand * cardinality(l.series))::int] END
                || ' ' || (n.code / 26) || chr(65 + (n.code % 26)::int) AS model,
              ($3::text[])[1 + n.g % cardinality($3::text[])] AS variant,
              1 + (n.g / 7) % cardinality($4::text[]) AS note
       FROM numbered n
       JOIN bench_leaf_pick p ON p.pool = n.pool AND n.r_leaf >= p.lo AND n.r_leaf < p.hi
       JOIN bench_leaf l ON l.category_id = p.category_id
     )
     INSERT INTO products (id, name, name_es, name_de, description, description_es, description_de,
                           daily_price, brand, model, category_id, image, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT g,
            brand || ' ' || model || ' ' || noun_en || variant,
            noun_es || ' ' || brand || ' ' || model || variant,
            brand || ' ' || model || ' ' || noun_de || variant,
            noun_en || ' by ' || brand || ', model ' || model || '. Checked, cleaned and charged before every rental. ' || ($4::text[])[note],
            noun_es || ' de ' || brand || ', modelo ' || model || '. Revisado, limpio y cargado antes de cada alquiler. ' || ($5::text[])[note],
            noun_de || ' von ' || brand || ', Modell ' || model || '. Vor jeder Miete geprüft, gereinigt und geladen. ' || ($6::text[])[note],
            (round((5 + 395 * power(r_price, 2.2)) / 2.5) * 2.5)::numeric(12, 2),
            brand, model, category_id, NULL,
            now() - pg_temp.rnd(g, 4) * interval '1000 days'
     FROM named
     ORDER BY g`,
    [
      count,
      rareEvery,
      [...variants],
      descriptionNotes.map((note) => note[0]),
      descriptionNotes.map((note) => note[1]),
      descriptionNotes.map((note) => note[2]),
    ],
  );
  await continueIdentity(client, 'products');
}
