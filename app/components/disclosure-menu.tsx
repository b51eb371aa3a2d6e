import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { EARLY_MENU_EVENT } from "../forms/early-submit";

/**
 * The menu that was open when its header was last drawn. A screen that reads its data in the
 * browser first shows its loading screen, then swaps in the loaded one, header and all: a menu
 * opened on the loading screen is unmounted and drawn again closed, as if a tap had closed it.
 * The new header's menu opens again if it is the same menu at the same history entry.
 */
let menuLeftOpen: { label: string; locationKey: string } | null = null;

/**
 * A button that opens a panel below it: closes on Escape, on a click outside and when
 * a link inside is followed. Small on purpose; no menu library on a phone's data plan.
 */
export function DisclosureMenu({
  label,
  icon,
  text,
  children,
  align = "end",
}: {
  label: string;
  icon: ReactNode;
  /** Shown beside the icon (the accessible name, `label`, should contain it). */
  text?: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: "start" | "end";
}) {
  const locationKey = useLocation().key;
  // Never open on the server's render or the hydrating one: menuLeftOpen is only set after a tap.
  const [open, setOpen] = useState(() => menuLeftOpen?.label === label && menuLeftOpen.locationKey === locationKey);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // From now on a tap reaches onClick; one made before (app/forms/early-submit.tsx), or kept a
  // moment later by the page's script, opens the menu.
  useEffect(() => {
    buttonRef.current!.dataset.live = "true";
    const openIfTapped = () => {
      if (window.earlyMenu !== panelId) return;
      delete window.earlyMenu;
      setOpen(true);
    };
    openIfTapped();
    window.addEventListener(EARLY_MENU_EVENT, openIfTapped);
    return () => window.removeEventListener(EARLY_MENU_EVENT, openIfTapped);
  }, [panelId]);

  useEffect(() => {
    if (open) menuLeftOpen = { label, locationKey };
    else if (menuLeftOpen?.label === label) menuLeftOpen = null;
  }, [open, label, locationKey]);

  useEffect(() => {
    if (!open) return;
    // Escape gives the keyboard back to the button, not to the page's start.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        data-menu=""
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        {text}
      </button>
      {open && (
        <div id={panelId} className={`menu__panel menu__panel--${align}`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
