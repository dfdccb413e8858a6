// The competition page the bench measures (issue 32: Lighthouse on /natjecanja/:id, a cached public page under
// load, a cache miss's CPU): a competition of Zicer Savez with a document and one competitor on its start list,
// published through the API by the demo staff member before the measuring starts, as staff would (the demo seed
// has no competition with both). Returns its id and name.
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations.ts";
import { pdfBytes } from "../fixtures/documents.ts";

const ZICER_SAVEZ = "b0000000-0000-4000-8000-000000000001";

export interface BenchCompetition {
  id: string;
  naziv: string;
  /** The page's path, `/natjecanja/<id>`. */
  path: string;
}

export async function publishCompetition(base: string, staffBearer: string): Promise<BenchCompetition> {
  const send = async (name: OperationName, variables: Record<string, unknown>) => {
    const response = await fetch(`${base}/v1/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staffBearer },
      body: JSON.stringify({ operationName: name, variables, query: OPERATIONS[name] }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (response.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    return body.data;
  };
  const naziv = "Regata mjerenja 2031";
  const dokument = "Propozicije regate.pdf";
  const upload = await fetch(`${base}/api/v1/files?name=${encodeURIComponent(dokument)}`, {
    method: "POST",
    headers: { authorization: staffBearer, "content-type": "application/pdf" },
    body: pdfBytes(naziv),
  });
  if (upload.status !== 201) throw new Error(`document upload: HTTP ${upload.status} ${await upload.text()}`);
  const { key } = (await upload.json()) as { key: string };
  const created = await send("CreateNatjecanje", {
    object: {
      naziv,
      datum_od: "2031-04-12",
      datum_do: "2031-04-13",
      lokacija: "Jarun, Zagreb",
      dokument_key: key,
      dokument_naziv: dokument,
    },
  });
  const id = (created.insert_natjecanja_one as { id: string }).id;
  const team = "VK Mjerni";
  await send("InsertNatjecatelji", { objects: [{ ime: "Nika", prezime: "Mjerić", team }] });
  const stored = (await send("Natjecatelji", { savez_id: ZICER_SAVEZ })).natjecatelji as { id: string; team: string }[];
  const nika = stored.find((n) => n.team === team);
  if (!nika) throw new Error("the competitor just added is not listed");
  await send("InsertPrijave", { objects: [{ natjecanje_id: id, natjecatelj_id: nika.id }] });
  return { id, naziv, path: `/natjecanja/${id}` };
}
