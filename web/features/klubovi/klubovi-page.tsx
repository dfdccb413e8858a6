import { useState } from "react";
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { ROUTES, fill } from "../../../shared/paths";
import { listMeta } from "../../../shared/seo/page-meta";
import { T, T_MOJ_KLUB } from "../../../shared/texts";
import { TextField } from "../../components/form-controls";
import { LabelledSelect } from "../../components/labelled-select";
import { PageHead } from "../../components/page-head";
import { LogoGrid, type LogoCardItem } from "../../components/savez-logo";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { loadKlubovi, useKlubovi, type JavniKlub, type KluboviPage } from "./api";
import { useDebounced } from "../../lib/use-debounced";
import "../../styles/savezi.css";

/** The clubs of the URL's federation and the federations to filter by, read once. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const savez = new URL(request.url).searchParams.get("savez") || null;
  return loadKlubovi(savez, request.signal, context);
}

const klubCard = (klub: JavniKlub): LogoCardItem => ({
  naziv: klub.naziv,
  logoKey: klub.logo_key,
  to: fill(ROUTES.klub, { slug: klub.slug }),
  text: klub.savez?.naziv,
});

/** /klubovi: every federation's clubs, filtered by federation (?savez=<slug>, shareable) and by name. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const savez = params.get("savez") ?? "";
  const [q, setQ] = useState("");
  const search = useDebounced(q, 250);
  const first = useLoaderData<KluboviPage>();
  const { data, error, isLoading } = useKlubovi(
    savez || null,
    search,
    search.trim() === "" && first.savez === (savez || null) ? first.klubovi : undefined,
  );
  const savezi = first.savezi;
  const options = [
    { value: "", label: T_MOJ_KLUB.sviSavezi },
    ...savezi.map((s) => ({ value: s.slug, label: s.naziv })),
  ];
  return (
    <PageLayout title={T_MOJ_KLUB.klubovi}>
      <PageHead meta={(origin) => listMeta(origin, ROUTES.klubovi, T_MOJ_KLUB.klubovi, T_MOJ_KLUB.kluboviUvod)} />
      <p>{T_MOJ_KLUB.kluboviUvod}</p>
      <div className="row">
        <LabelledSelect
          id="klubovi-savez"
          label={T_MOJ_KLUB.savez}
          value={savez}
          options={options}
          onChange={(value) => setParams(value ? { savez: value } : {}, { replace: true })}
        />
        <TextField
          id="klubovi-trazi"
          type="search"
          label={T_MOJ_KLUB.trazi}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_MOJ_KLUB.kluboviGreska}</Alert> : null}
      {data && data.klubovi.length === 0 ? <p role="status">{T_MOJ_KLUB.nemaKlubova}</p> : null}
      <LogoGrid cards={(data?.klubovi ?? []).map(klubCard)} size={56} testId="klub-card" />
    </PageLayout>
  );
}
