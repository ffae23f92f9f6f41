import type pg from 'pg';
import { catalogWords, type Leaf, type Words } from './catalog-words';
import { continueIdentity } from './session';

type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  name_es: string;
  name_de: string;
  description: string;
  description_es: string;
  description_de: string;
};

/** The leaves products go into, with the ids their categories were given. */
export type PlacedLeaf = Leaf & { id: number; parentBrands: Leaf['brands'] };

const descriptions = ([en, es, de]: Words) => ({
  description: `${en} to rent by the day, checked and cleaned after every rental.`,
  description_es: `${es} de alquiler por días, revisados y limpios tras cada alquiler.`,
  description_de: `${de} tageweise zu mieten, nach jeder Miete geprüft und gereinigt.`,
});

/** The parents get ids 1 to 12, their leaves the ids after, so a run's ids are always the same. */
export async function insertCategories(client: pg.ClientBase): Promise<PlacedLeaf[]> {
  const rows: CategoryRow[] = [];
  const leaves: PlacedLeaf[] = [];
  catalogWords.forEach((parent, index) => {
    const [name, name_es, name_de] = parent.name;
    rows.push({ id: index + 1, parent_id: null, name, name_es, name_de, ...descriptions(parent.name) });
  });
  let nextId = catalogWords.length + 1;
  catalogWords.forEach((parent, index) => {
    for (const leaf of parent.leaves) {
      const [name, name_es, name_de] = leaf.name;
      rows.push({ id: nextId, parent_id: index + 1, name, name_es, name_de, ...descriptions(leaf.name) });
      leaves.push({ ...leaf, id: nextId, parentBrands: parent.brands });
      nextId += 1;
    }
  });
  await client.query(
    `INSERT INTO categories (id, parent_id, name, name_es, name_de, description, description_es, description_de)
     OVERRIDING SYSTEM VALUE
     SELECT id, parent_id, name, name_es, name_de, description, description_es, description_de
     FROM jsonb_to_recordset($1::jsonb) AS c(id int, parent_id int, name text, name_es text, name_de text,
                                             description text, description_es text, description_de text)
     ORDER BY id`,
    [JSON.stringify(rows)],
  );
  await continueIdentity(client, 'categories');
  return leaves;
}
