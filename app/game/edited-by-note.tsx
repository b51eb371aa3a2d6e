import type { Entry } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";

/**
 * " · edited by Ann", after an entry's author wherever it is shown, when someone else (the
 * host, say) changed its text: the words under the author's name are then not only theirs
 * (docs/api.md, Entry). Nothing when the author wrote it as it reads.
 */
export function EditedByNote({ entry }: { entry: Pick<Entry, "editedByName"> }) {
  const t = useStrings().common;
  // A server from before the field sends none: nothing to say.
  if (entry.editedByName == null) return null;
  return (
    <span className="edited-by">
      {" · "}
      {fillNodes(t.editedBy, { name: <bdi>{entry.editedByName}</bdi> })}
    </span>
  );
}
