-- Client addresses were stored as a plain SHA-256, which anyone can reverse by hashing every
-- IPv4 address; they are now an HMAC keyed by the secret ADDRESS_HASH_SALT (decision 024).
-- The old rows can never match a new hash, and they count free games of one UTC day only:
-- forgetting them costs at most the day of the deploy's counts.
DELETE FROM `free_game_address_days`;
