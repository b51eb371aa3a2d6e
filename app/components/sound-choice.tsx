import { useState } from "react";
import { useStrings } from "../i18n/strings";
import { setSoundOn, soundAllowed } from "./sound-setting";

/** The main menu's mute: one switch, remembered. Rendered only in the open menu. */
export function SoundChoice() {
  const [on, setOn] = useState(soundAllowed);
  const t = useStrings().common.sound;
  return (
    <div className="theme-choice">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="theme-choice__option sound-choice"
        onClick={() => {
          setSoundOn(!on);
          setOn(!on);
        }}
      >
        {on ? t.on : t.off}
      </button>
    </div>
  );
}
