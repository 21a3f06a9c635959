import { OutlineSvg } from "./shell-icons";

// Kept apart from icon.tsx (the content's icons): the header's social links need only these,
// and the header is an island whose code every public page loads.

/** Brand glyphs lucide does not ship; drawn as simple outlines in the same stroke style. */
export function FacebookGlyph({ size = 20 }: { size?: number }) {
  return (
    <OutlineSvg size={size}>
      <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v3.5H8V21h3.5v-7.5H14l.5-3.5h-3V8a1 1 0 0 1 1-1H15z" />
    </OutlineSvg>
  );
}

export function InstagramGlyph({ size = 20 }: { size?: number }) {
  return (
    <OutlineSvg size={size}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
      <circle cx="12" cy="12" r="4.25" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </OutlineSvg>
  );
}

export function WhatsAppGlyph({ size = 20 }: { size?: number }) {
  return (
    <OutlineSvg size={size}>
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.6-2-1-1 1a4 4 0 0 1-2.9-2.9l1-1-1-2z" />
    </OutlineSvg>
  );
}
