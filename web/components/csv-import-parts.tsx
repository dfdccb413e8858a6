// The parts every CSV import screen shares (the membership register's, a club's athletes'): the drop area for
// one .csv and the mapping of our fields to the file's columns. Each screen checks and previews its own rows.
import { useDropzone } from "react-dropzone";
import { T_REGISTAR } from "../../shared/texts";
import { LabelledSelect } from "./labelled-select";

/** The drop area for one .csv (`null`: a refused file, e.g. two at once or not a .csv). */
export function CsvDropzone({ onFile, disabled }: { onFile: (file: File | null) => void; disabled: boolean }) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "text/csv": [".csv"] },
    maxFiles: 1,
    multiple: false,
    disabled,
    onDrop: (accepted, rejections) => onFile(rejections.length > 0 ? null : (accepted[0] ?? null)),
  });
  return (
    <div {...getRootProps({ className: "dropzone" })}>
      <input {...getInputProps({ "aria-label": T_REGISTAR.uvozDatoteka })} />
      <p>{isDragActive ? T_REGISTAR.uvozDragActive : T_REGISTAR.uvozHint}</p>
    </div>
  );
}

/** For each of our fields, which of the file's columns feeds it. */
export function CsvMappingForm<F extends string>({
  headers,
  fields,
  labels,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  fields: readonly F[];
  labels: Record<F, string>;
  mapping: Partial<Record<F, string>>;
  onChange: (next: Partial<Record<F, string>>) => void;
}) {
  const options = [{ value: "", label: T_REGISTAR.neUvozi }, ...headers.map((h) => ({ value: h, label: h }))];
  return (
    <fieldset className="register-mapping">
      <legend>{T_REGISTAR.mapiranje}</legend>
      <p>{T_REGISTAR.mapiranjeUvod}</p>
      <div className="row">
        {fields.map((field) => (
          <LabelledSelect
            key={field}
            id={`mapiranje-${field}`}
            label={labels[field]}
            value={mapping[field] ?? ""}
            options={options}
            onChange={(header) => onChange({ ...mapping, [field]: header || undefined })}
          />
        ))}
      </div>
    </fieldset>
  );
}
