import type { ReactNode } from "react";

// The icons drawn by the islands every public page loads (header, emergency bar, Request Help,
// toasts), as plain SVG. Through lucide-react they brought its icon runtime into every page's
// first load, about 1.5 KB gzipped, for six fixed drawings; the server-rendered parts of a page
// still draw theirs through lucide-react (./icon.tsx), which costs the phone nothing.
// Path data from Lucide (https://lucide.dev, ISC licence), so both look alike.

const PATHS = {
  x: ["M18 6 6 18", "m6 6 12 12"],
  menu: ["M4 5h16", "M4 12h16", "M4 19h16"],
  "chevron-down": ["m6 9 6 6 6-6"],
  "phone-call": [
    "M13 2a9 9 0 0 1 9 9",
    "M13 6a5 5 0 0 1 5 5",
    "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
  ],
  headset: [
    "M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5Zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3Z",
    "M21 16v2a4 4 0 0 1-4 4h-5",
  ],
  "external-link": ["M15 3h6v6", "M10 14 21 3", "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"],
} as const;

export type ShellIconName = keyof typeof PATHS;

/** A decorative outline drawing in the icons' stroke style: hidden from assistive technology. */
export function OutlineSvg({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A decorative icon: the text beside it says what it means. */
export function ShellIcon({ name, size }: { name: ShellIconName; size: number }) {
  return (
    <OutlineSvg size={size}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </OutlineSvg>
  );
}
