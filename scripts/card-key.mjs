// `node scripts/card-key.mjs <kid>`: prints a new Ed25519 private JWK for CARD_SIGNING_KEYS (issue 15). Put it
// first in the secret's "keys" and keep the previous key second until every card printed with it is renewed:
//   wrangler secret put CARD_SIGNING_KEYS  <<< '{"keys":[<new>, <old>]}'
// Never commit the output: whoever holds it can sign cards.
import { exportJWK, generateKeyPair } from "jose";

const kid = process.argv[2];
if (!kid || !/^[A-Za-z0-9_-]{1,6}$/.test(kid) || kid.startsWith("demo")) {
  console.error("usage: node scripts/card-key.mjs <kid: 1..6 of A-Z a-z 0-9 _ -, not demo*>");
  process.exit(2);
}
const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
console.log(JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: "EdDSA" }));
