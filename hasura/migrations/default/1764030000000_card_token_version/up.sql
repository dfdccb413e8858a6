-- A card's token version (D1 migration card_token_version, issue 28 item 5): every card token carries it, and
-- 'Izdaj novu iskaznicu' adds one (update_memberships _inc), so the verification calls older tokens replaced.
ALTER TABLE memberships ADD COLUMN token_version integer NOT NULL DEFAULT 1;
