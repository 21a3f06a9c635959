import { describe, expect, it } from "vitest";
import { officialLinkParts, type TextPart } from "./official-links";

const links = (text: string) =>
  officialLinkParts(text).flatMap((part) => (part.kind === "link" ? [[part.text, part.href]] : []));

describe("officialLinkParts", () => {
  it.each<[string, string, string[][]]>([
    ["the helpline", "Call 1930 now.", [["1930", "tel:1930"]]],
    ["a number before a comma", "Call 1930, then your bank.", [["1930", "tel:1930"]]],
    ["the emergency number", "If anyone is in danger, call 112.", [["112", "tel:112"]]],
    [
      "UIDAI's helpline and e-mail",
      "helpline 1947 or help@uidai.gov.in.",
      [
        ["1947", "tel:1947"],
        ["help@uidai.gov.in", "mailto:help@uidai.gov.in"],
      ],
    ],
    ["TRAI's DND number", "complain to 1909 soon", [["1909", "tel:1909"]]],
    [
      "RBI's Ombudsman contact centre, e-mail and portal",
      "Complain at cms.rbi.org.in, by e-mail to crpc@rbi.org.in, or call 14448.",
      [
        ["cms.rbi.org.in", "https://cms.rbi.org.in"],
        ["crpc@rbi.org.in", "mailto:crpc@rbi.org.in"],
        ["14448", "tel:14448"],
      ],
    ],
    ["a PIN code, not a helpline", "Sector 17, Chandigarh – 160017.", []],
    [
      "a bare host at a sentence's end",
      "Report at cybercrime.gov.in.",
      [["cybercrime.gov.in", "https://cybercrime.gov.in"]],
    ],
    [
      "a host with https://",
      "the portal, https://cybercrime.gov.in, run by I4C",
      [["https://cybercrime.gov.in", "https://cybercrime.gov.in"]],
    ],
    [
      "http:// is upgraded",
      "see http://cybercrime.gov.in",
      [["http://cybercrime.gov.in", "https://cybercrime.gov.in"]],
    ],
    ["a host with www.", "on www.gst.gov.in, with the PAN", [["www.gst.gov.in", "https://www.gst.gov.in"]]],
    [
      "a host in brackets",
      "Sanchar Saathi (sancharsaathi.gov.in), DoT",
      [["sancharsaathi.gov.in", "https://sancharsaathi.gov.in"]],
    ],
    [
      "the longer of two listed hosts",
      "SCORES (scores.sebi.gov.in)",
      [["scores.sebi.gov.in", "https://scores.sebi.gov.in"]],
    ],
    [
      "RBI's portals",
      "cms.rbi.org.in and sachet.rbi.org.in",
      [
        ["cms.rbi.org.in", "https://cms.rbi.org.in"],
        ["sachet.rbi.org.in", "https://sachet.rbi.org.in"],
      ],
    ],
    [
      "a listed e-mail, not its host",
      "write to incident@cert-in.org.in.",
      [["incident@cert-in.org.in", "mailto:incident@cert-in.org.in"]],
    ],
    [
      "a path after a host",
      "https://cybercrime.gov.in/Webform/Crime_NodalGrivanceList.aspx.",
      [
        [
          "https://cybercrime.gov.in/Webform/Crime_NodalGrivanceList.aspx",
          "https://cybercrime.gov.in/Webform/Crime_NodalGrivanceList.aspx",
        ],
      ],
    ],
    ["a look-alike host", "Never trust cybercrime-gov.in or mycybercrime.gov.in.", []],
    ["a listed host inside a longer one", "cybercrime.gov.in.example.com", []],
    ["an address not on the list", "Banks move to .bank.in; see example.gov.in", []],
    ["an unlisted e-mail on a listed host", "write to someone@cybercrime.gov.in", []],
    ["a number inside a longer number", "Call 19300 or 011-1930 or 11930", []],
    ["an amount or a decimal", "₹1930 was taken; 1930.50 in all; 112,000 people", []],
    ["a year after a law's name", "the Industrial Disputes Act, 1947 and the Act 1930", []],
    ["a date", "on 1930/01/02 or 12-112", []],
  ])("%s", (_case, text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it("keeps every character of the text, in order", () => {
    const text = "Call 1930 or report at https://cybercrime.gov.in, then write to incident@cert-in.org.in.";
    expect(
      officialLinkParts(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("links official sites as external, tel: and mailto: as not", () => {
    const parts = officialLinkParts("1930, cybercrime.gov.in, help@uidai.gov.in").filter(
      (part): part is Extract<TextPart, { kind: "link" }> => part.kind === "link",
    );
    expect(parts.map((part) => part.external)).toEqual([false, true, false]);
  });
});
