import { useState, type FormEvent } from "react";
import { NAJAVA_ROWS } from "../../../../shared/constants";
import { najavaSchema } from "../../../../shared/schemas/najava";
import { T, T_ENTRY } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";
import { createNajava } from "../api/create-najava";
import { rewriteErrorText, rewriteNajava } from "../api/rewrite-najava";

type Status = "idle" | "rewriting" | "submitting";
type Message = { severity: "success" | "error" | "info"; text: string };
type FieldErrors = { subject?: string; description?: string };

/** A spinner small enough for a button; the button's text says what is happening. */
function ButtonSpinner() {
  return <span className="spinner" aria-hidden="true" style={{ width: "1rem", height: "1rem", borderWidth: 2 }} />;
}

/** The schema's first message per field, in the form's field names. */
function fieldErrors(subject: string, description: string): FieldErrors | null {
  const parsed = najavaSchema.safeParse({ subject, description });
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * SPEC §2/§4 announcement entry: Naslov, Opis (8 rows), the AI rewrite (button disabled with a spinner while
 * it runs, then both fields filled and the §8 success text) and 'Pošalji' (CreateNajava, success text, both
 * fields cleared).
 */
export function NajavaForm() {
  const { token } = useSession();
  const [naslov, setNaslov] = useState("");
  const [opis, setOpis] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [messages, setMessages] = useState<Message[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function rewrite() {
    setStatus("rewriting");
    setMessages([]);
    try {
      const result = await rewriteNajava(opis, token);
      setNaslov(result.naslov);
      setOpis(result.sadrzaj);
      setErrors({});
      const note: Message[] = result.napomena ? [{ severity: "info", text: result.napomena }] : [];
      setMessages([{ severity: "success", text: T.aiRewriteOk }, ...note]);
    } catch (error) {
      setMessages([{ severity: "error", text: rewriteErrorText(error) }]);
    } finally {
      setStatus("idle");
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessages([]);
    const problems = fieldErrors(naslov, opis);
    setErrors(problems ?? {});
    if (problems) return;
    setStatus("submitting");
    try {
      await createNajava({ subject: naslov.trim(), description: opis.trim() }, token);
      setNaslov("");
      setOpis("");
      setMessages([{ severity: "success", text: T.najavaOk }]);
    } catch {
      setMessages([{ severity: "error", text: T.genericError }]);
    } finally {
      setStatus("idle");
    }
  }

  const busy = status !== "idle";
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor="najava-naslov">{T.naslov} *</label>
        <input
          id="najava-naslov"
          required
          value={naslov}
          onChange={(e) => setNaslov(e.target.value)}
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? "najava-naslov-error" : undefined}
        />
        {errors.subject ? <small id="najava-naslov-error">{errors.subject}</small> : null}
      </div>
      <div className="field">
        <label htmlFor="najava-opis">{T.opis} *</label>
        <textarea
          id="najava-opis"
          required
          rows={NAJAVA_ROWS}
          value={opis}
          onChange={(e) => setOpis(e.target.value)}
          aria-invalid={!!errors.description}
          aria-describedby={errors.description ? "najava-opis-error" : "najava-opis-hint"}
        />
        {errors.description ? (
          <small id="najava-opis-error">{errors.description}</small>
        ) : (
          <small id="najava-opis-hint">{T_ENTRY.aiPrepraviHint}</small>
        )}
      </div>
      <div className="row">
        <Button variant="secondary" onClick={() => void rewrite()} disabled={busy || !opis.trim()}>
          {status === "rewriting" ? <ButtonSpinner /> : null}
          {status === "rewriting" ? T_ENTRY.aiPrepravlja : T_ENTRY.aiPrepravi}
        </Button>
        <Button type="submit" disabled={busy}>
          {status === "submitting" ? <ButtonSpinner /> : null}
          {status === "submitting" ? T_ENTRY.salje : T.posalji}
        </Button>
      </div>
      {messages.map((m) => (
        <Alert key={m.text} severity={m.severity}>
          {m.text}
        </Alert>
      ))}
    </form>
  );
}
