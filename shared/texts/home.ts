// The catalogue's texts that the home route and the app's shell draw (issue 17): its own module, so that the
// home route's first load carries only these and not the texts of every screen (the bundler puts a module
// whole into the chunk of its first importer). shared/texts/index.ts re-exports everything here, so the catalogue
// stays one and every other module imports from there; the shell and home import from here. Quoted from
// ../shared/SPEC.md to the letter; texts the spec does not give are marked "ours". This module is pure: no I/O.

import { T_NATJECANJE } from "../entities/natjecanje/texts";
import { T_NAJAVA } from "../entities/feed/texts";

/** Product name; the page title and the /{product}/api path use it. */
export const PRODUCT = "Sportski Zagreb";

/** Interface texts by screen. */
export const T = {
  // §1 / §2 Home
  defaultPageTitle: `🚣 ${PRODUCT} 🤾 Dobrodošli!`, // ours: "a sports-themed greeting with rowing and handball emoji"
  homeTagline: "Platforma koja vam pomaže pratiti najbolja sportska događanja u gradu.", // ours, §1's description
  homeHeading: "Sportska događanja koja ne smijete propustiti",
  latestEvents: "Najnovija Događanja",
  latestResults: "Najnoviji Rezultati",
  feedError: (message: string) => `Failed to load events: ${message}`,

  // §2 Navigation
  navHome: "Home",
  navDashboard: "Dashboard",
  navLogout: "Logout",
  navSignIn: "Sign In",
  navSignUp: "Sign Up",
  navUnosNatjecatelja: "Unos natjecatelja",
  navUnosNatjecanja: "Unos natjecanja",
  navUnosRezultata: "Unos rezultata",
  navTeam: "Team",
  navTerms: "Terms & Privacy",

  // §2 About
  aboutHeading: "About Us",
  aboutLinks: "Links",
  aboutMisc: "Misc",

  // §2 Password reset / verify email
  resetPasswordButton: "Reset password!",
  resetPasswordDone: "Check your email for the password reset link.",
  verifyEmailButton: "Send verification email!",
  verifyEmailDone: "Check your email for the email verification link.",
  verifyNoUser: "No authenticated user found.",
  verifyError: "Error sending email verification. Please try again.",

  // §2 Membership cards
  pleaseLogin: "Please login first",
  loading: "Loading...",
  noMemberships: "You don't have any memberships assigned!",
  membershipError: (message: string) => `Error : ${message}`,
  membershipCard: (type: string) => `Your membership card (${type})`,

  // §2 Staff home menu
  staffMenuTitle: "Dobrodošli Zicer Savez!", // its cards' labels: T_NAV.staffMenu

  // §2 Announcement entry
  naslov: T_NAJAVA.subject,
  opis: "Opis",
  posalji: "Pošalji",
  aiRewriteOk: "Tekst prepravljen uz pomoć umjetne inteligencije!",
  aiRewriteApiError: "Došlo je do pogreške prilikom poziva API-ja.",
  genericError: "Došlo je do pogreške.",
  najavaOk: "Najava natjecanja je uspješno dodana!",

  // §2 Federation documents
  dokumentiSaveza: "Dokumenti Saveza",
  preuzmi: "Preuzmi",
  dokumentiError: "Došlo je do pogreške prilikom dohvaćanja dokumenata.",

  // §2 Competitors
  unesiNatjecatelje: "Unesi Natjecatelje",
  csvHint: "Povucite i ispustite CSV datoteku ovdje ili kliknite za odabir.",
  csvDragActive: "Otpustite datoteku za učitavanje",
  dodajRucno: "Dodaj natjecatelja ručno",
  ime: "Ime",
  prezime: "Prezime",
  tim: "Tim",
  csvMissingColumns: "CSV datoteka mora sadržavati stupce: ime, prezime, team.",
  csvParseError: "Došlo je do pogreške prilikom učitavanja datoteke.",
  missingFields: "Sva polja moraju biti ispunjena.",

  // §2 Competitions
  unesiNatjecanje: "Unesi Natjecanje",
  // The competition's field labels live in its folder (T_NATJECANJE); these names stay for older callers.
  nazivNatjecanja: T_NATJECANJE.naziv,
  od: T_NATJECANJE.datum_od,
  do: T_NATJECANJE.datum_do,
  lokacija: T_NATJECANJE.lokacija,
  ucitaniDokument: "Učitani dokument:",

  // §2 Logout, loading, debug
  loggingOut: "Logging you out...",
  notFound404: "NOT FOUND 404",

  // §2 Route error screens
  pageNotFound: "Page Not Found",
  pageNotFoundBody: "The page you are looking for does not exist.",
  goBackHome: "Go Back to Home",
  somethingWentWrong: "Something went wrong",
  unexpectedError: "An unexpected error has occurred.",
  errorDetails: "Error Details",
  reloadPage: "Reload Page",

  // §2 Terms
  termsOfService: "Terms of Service",
  privacyPolicy: "Privacy Policy",
} as const;

/** Texts of the public and member screens that the spec does not give word for word (all "ours"). */
export const T_UI = {
  appTitle: PRODUCT,
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  close: "Close",
  mainNav: "Main",
  logoAlt: `${PRODUCT} logo`,
  socialProfile: "Instagram",
  communityDiscord: "Discord zajednica",
  communityWhatsApp: "WhatsApp grupa",
  standingsCaption: (naziv: string) => `Poredak: ${naziv}`,
  resultFallbackTitle: "Rezultat",

  // Auth screens
  signInTitle: "Sign In",
  signUpTitle: "Sign Up",
  email: "Email",
  password: "Password",
  signInButton: "Sign In",
  signUpButton: "Sign Up",
  forgotPassword: "Forgot password?",
  withGoogle: "Continue with Google",
  withGitHub: "Continue with GitHub",
  noAccount: "Don't have an account? Sign Up",
  haveAccount: "Already have an account? Sign In",
  passwordHint: "At least 6 characters.",
  resetTitle: "Reset password",
  verifyTitle: "Verify email",
  verifyExplain: "We will send a verification link to your email address. This page updates once it is verified.",
  emailVerified: "Your email address is verified.",

  // Dashboard
  dashboardTitle: "Dashboard",
  dashboardEmail: "Email",
  verified: "verified",
  notVerified: "not verified",
  verifyEmailLink: "Verify your email",
  membershipCount: (n: number) => `Memberships: ${n}`,
  viewMemberships: "View membership cards",
  signInLink: "Sign In",
  membershipTitle: "Membership cards",
  membershipPhotoAlt: (name: string) => `Photo of ${name}`,

  // About, team, terms
  aboutText:
    "Sportski Zagreb okuplja sportska događanja, rezultate i dokumente saveza na jednom mjestu. Ovo je privremeni tekst.",
  aboutVersion: (version: string) => `Version: ${version}`,
  teamTitle: "Team",
  teamImageAlt: "The Sportski Zagreb team",
  termsTitle: "Terms & Privacy",
  termsText:
    "By using this site you agree to cheer loudly, hydrate often and never argue with the referee. These terms are a placeholder.",
  privacyText:
    "We store only what the site needs to work: your sign-in token and your site settings, in your own browser. We do not sell your personal bests.",

  // Settings
  profileTitle: "Profile",
  profileDetails: "Profile details",
  uid: "User ID",
  siteSettings: "Site settings",
  theme: "Theme",
  size: "Size",
  themes: { light: "Light", dark: "Dark", blue: "Blue" },
  sizes: { small: "Small", medium: "Medium", large: "Large" },
  pageTitleLabel: "Page title",
  savePageTitle: "Save title",
  pageTitleSaved: "Page title saved.",

  // Debug
  debugErrorMessage: "This debug route's loader always throws.",
} as const;

/** Result and membership cards (issue 20; ours). */
export const T_CARDS = {
  /** A result's standings: the columns (the staff's results entry uses the same words). */
  place: "Mjesto",
  points: "Bodovi",
  resultDate: (date: string) => `Objavljeno ${date}`,
  membershipValidUntil: (date: string) => `Vrijedi do ${date}`,
  membershipExpiredOn: (date: string) => `Vrijedila do ${date}`,
} as const;
