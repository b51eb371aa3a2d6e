import "./celebration.css";

/** Confetti colours: the app's red, green, amber and blue, readable on light and dark. */
const COLOURS = ["#d93a2b", "#2f9e5b", "#f2b705", "#2b6cd9"];
const PIECES = 36;

/**
 * A short celebration inside the winner dialog: confetti falls once, over about
 * two seconds, behind the words. Decorative only (aria-hidden); with reduced motion it is not
 * shown at all (celebration.css). Loaded only when a round is won.
 */
export default function Celebration() {
  return (
    <div className="celebration" aria-hidden="true">
      {Array.from({ length: PIECES }, (_, index) => (
        <span
          key={index}
          className="celebration__piece"
          style={{
            // Spread evenly with a little scatter: the same on every render, no randomness.
            left: `${((index * 37) % 100) + ((index % 3) - 1) * 1.5}%`,
            background: COLOURS[index % COLOURS.length],
            animationDelay: `${(index % 9) * 0.09}s`,
            animationDuration: `${1.6 + (index % 5) * 0.15}s`,
            transform: `rotate(${(index * 53) % 360}deg)`,
          }}
        />
      ))}
    </div>
  );
}
