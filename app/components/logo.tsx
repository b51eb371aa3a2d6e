import { useStrings } from "../i18n/strings";

/** The Bingo with friends mark: a festive bingo card. Decorative text is in the heading. */
export function Logo({ size = 96 }: { size?: number }) {
  const t = useStrings();
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={t.common.logoLabel}
    >
      <rect x="4" y="4" width="56" height="56" rx="12" fill="#b3262e" />
      <g fill="#fff7e8">
        {[0, 1, 2].flatMap((row) =>
          [0, 1, 2].map((column) => (
            <rect
              key={`${row}-${column}`}
              x={12 + column * 15}
              y={12 + row * 15}
              width="11"
              height="11"
              rx="3"
            />
          )),
        )}
      </g>
      <circle cx="32" cy="32" r="4.5" fill="#1f7a4d" />
      <circle cx="17.5" cy="17.5" r="3.5" fill="#1f7a4d" />
      <circle cx="46.5" cy="46.5" r="3.5" fill="#1f7a4d" />
    </svg>
  );
}
