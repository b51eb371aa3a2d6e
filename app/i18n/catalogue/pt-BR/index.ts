import { messages } from "../../../../shared/i18n/pt-BR";
import type { Catalogue } from "../catalogue";
import { account } from "./account";
import { common } from "./common";
import { play } from "./play";
import { settings } from "./settings";
import { setup } from "./setup";
import { start } from "./start";
import { table } from "./table";
import { tv } from "./tv";
// Paper seats
import { seats } from "./seats";
// Year after year (docs/decisions/031).
import { year } from "./year";

export const ptbr: Catalogue = { common, account, start, play, setup, tv, settings, messages, table, seats, year };
