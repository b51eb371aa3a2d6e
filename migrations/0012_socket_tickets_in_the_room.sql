-- Socket tickets are minted and used up by each game's room (docs/decisions/020, step 3):
-- tickets in D1 at deploy time are at most a minute old; their clients ask for new ones.
DROP TABLE `socket_tickets`;