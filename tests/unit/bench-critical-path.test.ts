import { describe, expect, it } from "vitest";
import {
  attributes,
  criticalRefs,
  dynamicImports,
  firebaseMarkers,
  resolveAsset,
  staticImports,
  zodMarkers,
} from "../bench/critical-path";

const HTML = `<!doctype html>
<html lang="hr">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!-- <script type="module" src="/assets/commented-out.js"></script> -->
    <script type="module" crossorigin src="/assets/index-p5FEdArq.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BbggMMhK.js">
    <link rel=modulepreload href='/assets/hooks-7pa_rRsf.js'>
    <link rel="preload" as="font" href="/assets/poppins.woff2" crossorigin>
    <link rel="stylesheet" crossorigin href="/assets/index-DyJRwcHv.css">
    <link rel="stylesheet" media="print" href="/assets/print.css">
    <link rel="modulepreload" href="/assets/react-BbggMMhK.js">
  </head>
  <body><div id="root"></div><script src="/legacy-classic.js"></script></body>
</html>`;

describe("home route critical path from index.html", () => {
  it("lists the entry module, its modulepreloads and render-blocking stylesheets, once each, in order", () => {
    expect(criticalRefs(HTML)).toEqual([
      { path: "/assets/index-p5FEdArq.js", kind: "script" },
      { path: "/assets/react-BbggMMhK.js", kind: "modulepreload" },
      { path: "/assets/hooks-7pa_rRsf.js", kind: "modulepreload" },
      { path: "/assets/index-DyJRwcHv.css", kind: "stylesheet" },
    ]);
  });

  it("reads quoted, single-quoted, unquoted and boolean attributes", () => {
    expect(attributes(`<link rel=modulepreload crossorigin href='/a.js'>`)).toEqual({
      rel: "modulepreload",
      crossorigin: "",
      href: "/a.js",
    });
  });

  it("follows static imports of minified chunks but not dynamic ones", () => {
    const code =
      'import{t as e}from"./rolldown-runtime-W.js";import"./side-effect.js";export{a}from"../x/re-export.js";' +
      'const p=()=>import("./firebase-lazy.js");const s="import x from \'./in-a-string\'";';
    expect(staticImports(code)).toEqual(["./rolldown-runtime-W.js", "./side-effect.js", "../x/re-export.js"]);
    expect(resolveAsset("/assets/index-p5.js", "./react-B.js")).toBe("/assets/react-B.js");
  });

  it("finds an entry's dynamic imports, the app it loads after the first paint", () => {
    const code =
      "const s=()=>void o(()=>import(`./boot-CJX4t1E8.js`).then(e=>e.t),d([0,1]));" +
      'const f=()=>import("./firebase-lazy.js");const n=import.meta.url;const t="import(\'x\')";';
    expect(dynamicImports(code)).toEqual(["./boot-CJX4t1E8.js", "./firebase-lazy.js"]);
    expect(dynamicImports('import{t}from"./static.js"')).toEqual([]);
  });

  it("recognises the Firebase SDK by its registrations and endpoints, not by the word firebase", () => {
    expect(
      firebaseMarkers('registerVersion("@firebase/auth","1.0");fetch("https://identitytoolkit.googleapis.com")'),
    ).toEqual(["@firebase/auth", "identitytoolkit.googleapis.com"]);
    expect(firebaseMarkers('const d=()=>import("./firebase-Ab1.js");const k="FIREBASE_API_KEY"')).toEqual([]);
  });

  it("recognises zod by the names its schema classes register under, not by the word zod", () => {
    expect(zodMarkers("const a=$constructor(`$ZodType`,(e,t)=>{});const b=$constructor(`$ZodObject`,()=>{})")).toEqual([
      "$ZodType",
      "$ZodObject",
    ]);
    expect(zodMarkers('import{z}from"./zod-form.js";const t="ZodType is a word"')).toEqual([]);
  });
});
