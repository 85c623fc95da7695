/** Shades of the key bits behind the padlock, repeated in a fixed order: the picture is the same on every build. */
const BIT_SHADES = [0.15, 0.25, 0.35, 0.45, 0.55];

/** The home page's picture: a padlock whose shackle is a circuit, over a grid of key bits; decorative. Its colours are custom.css's `--ts-hero-*`. */
export default function HomepagePadlock({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 240" width="240" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--ts-hero-copper-light)" />
          <stop offset="1" stopColor="var(--ts-hero-copper-dark)" />
        </linearGradient>
      </defs>
      <g fill="currentColor">
        {Array.from({ length: 36 }, (_, i) => (
          <rect key={i} x={12 + (i % 6) * 38} y={12 + Math.floor(i / 6) * 38} width="8" height="8" rx="2" opacity={BIT_SHADES[(i * 7) % 5]} />
        ))}
      </g>
      <path d="M78 112V82a42 42 0 0 1 84 0v30" fill="none" stroke="var(--ts-hero-copper-dark)" strokeWidth="14" strokeLinecap="round" />
      <path d="M78 82a42 42 0 0 1 84 0" fill="none" stroke="var(--ts-hero-circuit)" strokeWidth="3" strokeDasharray="6 6" />
      <rect x="52" y="108" width="136" height="104" rx="18" fill="url(#hero-body)" />
      <circle cx="120" cy="150" r="14" fill="var(--ts-hero-keyhole)" />
      <path d="M113 158h14l-4 28h-6z" fill="var(--ts-hero-keyhole)" />
      <path d="M52 132h-22M188 132h22M52 188h-30M188 188h30" stroke="var(--ts-hero-circuit)" strokeWidth="3" />
      <circle cx="28" cy="132" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="212" cy="132" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="20" cy="188" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="220" cy="188" r="5" fill="var(--ts-hero-circuit)" />
    </svg>
  );
}
