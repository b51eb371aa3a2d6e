/** Inline SVG icons: no icon font, no extra request. Decorative unless labelled by their button. */
const base = { width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true } as const;

export function MenuIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function PeopleIcon() {
  return (
    <svg {...base} fill="currentColor">
      <circle cx="9" cy="8" r="3.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2.5 19c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6zM15.5 19c0-1.9-.6-3.5-1.7-4.7.8-.5 1.9-.8 3.2-.8 2.8 0 4.5 2 4.5 5.5z" />
    </svg>
  );
}

/** SPEC §2: online players show a solid icon, others an outline icon. */
export function PersonIcon({ online }: { online: boolean }) {
  return (
    <svg
      {...base}
      width={20}
      height={20}
      fill={online ? "currentColor" : "none"}
      data-icon={online ? "solid" : "outline"}
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    </svg>
  );
}

/** A cross: remove or delete, labelled by its button. */
export function CrossIcon() {
  return (
    <svg {...base} width={18} height={18} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
