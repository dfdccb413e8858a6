// A person's own account: their data and their password.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** A person's own data on /settings/profile and its API (ours; worker/routes/me-data.ts, my-data.tsx). */
export const T_MY_DATA = {
  naslov: "Moji podaci",
  opis: "Preuzmite sve što platforma o vama čuva ili trajno izbrišite svoj račun.",
  preuzmi: "Preuzmi moje podatke",
  preuzimanje: "Preuzimanje…",
  izbrisi: "Izbriši račun",
  dijalogNaslov: "Brisanje računa",
  dijalogPitanje:
    "Račun, vaša prava djelatnika i pozivnice bit će trajno izbrisani. Članstva ostaju u evidenciji saveza, bez veze s vašim računom. Ovo se ne može poništiti.",
  lozinka: "Lozinka (za potvrdu)",
  potvrdi: "Trajno izbriši",
  odustani: "Odustani",
  brisanje: "Brisanje…",
  izbrisano: "Vaš račun je izbrisan.",
  greska: "Nešto nije uspjelo. Pokušajte ponovno.",
  /** Re-authentication refused (a wrong password, or too many attempts): nothing was deleted. */
  pogresnaLozinka: "Lozinka nije ispravna. Račun nije izbrisan.",
  /** 409 last_admin on DELETE /api/v1/me. */
  zadnjiAdmin: "Vi ste posljednji administrator: najprije dodijelite ulogu administratora nekome drugome.",
  /**
   * 401 reauth_required on DELETE /api/v1/me: the sign-in is older than 5 minutes (the token's auth_time),
   * so the server erases nothing until the person proves it is them again.
   */
  ponovnaPrijava:
    "Za brisanje računa potrebna je nedavna prijava. Prijavite se ponovno pa račun izbrišite u sljedećih 5 minuta. Račun nije izbrisan.",
  /** The file name of the download. */
  datoteka: "moji-podaci.json",
  /**
   * 502 erasure_incomplete (DATA_PROVIDER=hasura): the account is erased in the Worker's database, but the
   * data service did not confirm erasing its copy; the operators are told by the log.
   */
  brisanjeNepotpuno:
    "Račun je izbrisan, ali podatkovni servis nije potvrdio brisanje svoje kopije. Administratori su obaviješteni i dovršit će brisanje.",
} as const;

/** The password change on /settings/profile (issue 20; ours; its errors are T_AUTH_ERRORS). */
export const T_PASSWORD = {
  title: "Change password",
  current: "Current password",
  next: "New password",
  confirm: "Repeat new password",
  submit: "Change password",
  mismatch: "The new passwords do not match.",
  done: "Your password has been changed.",
  noUser: "Please sign in again to change your password.",
} as const;
