import { messages } from "../../../../shared/i18n/es";
import type { Catalogue } from "../catalogue";
import { account } from "./account";
import { common } from "./common";
import { play } from "./play";
import { settings } from "./settings";
import { setup } from "./setup";
import { start } from "./start";
import { tv } from "./tv";
// Paper seats
import { seats } from "./seats";

export const es: Catalogue = { common, account, start, play, setup, tv, settings, messages, seats };
