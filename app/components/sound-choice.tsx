import { useState } from "react";
import { setSoundOn, soundAllowed } from "./sound-setting";

/** The main menu's mute (issue #28): one switch, remembered. Rendered only in the open menu. */
export function SoundChoice() {
  const [on, setOn] = useState(soundAllowed);
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
        Game sounds: {on ? "on" : "off"}
      </button>
    </div>
  );
}
