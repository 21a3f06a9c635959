import { sql, type RawBuilder } from "kysely";
import type { DatabaseDialect } from "../db/database";

// The desk works in India's calendar days (Asia/Kolkata, UTC+05:30 all year, no daylight
// saving), while created_at is stored as UTC text. These turn one into the other, so a form
// sent at 2026-01-01T20:00Z counts on 2 January, as it did for the person who sent it.

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "YYYY-MM-DD" naming a day that exists (no 30 February). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The UTC instant (ISO text, as stored) at which the India day begins: 00:00 IST is 18:30Z the day before. */
export function indiaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET_MS).toISOString();
}

/** The India day an instant falls on. */
export function indiaDayOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` India days ending today, oldest first. */
export function lastIndiaDays(count: number, now: Date): string[] {
  const today = indiaDayOf(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** [start, end) bounds on created_at for the India days `from` to `to`, both included. */
export function indiaDayRange(from: string | undefined, to: string | undefined): { start?: string; end?: string } {
  return {
    start: from === undefined ? undefined : indiaDayStart(from),
    end: to === undefined ? undefined : indiaDayStart(addDays(to, 1)),
  };
}

/**
 * SQL for the India day ("YYYY-MM-DD") of a created_at column, computed by the database so a
 * report groups a million rows without sending them to Node.
 */
export function indiaDaySql(dialect: DatabaseDialect, column: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === "postgres"
    ? // A cast to timestamp (without zone) reads the UTC text as it is, whatever the session's TimeZone.
      sql<string>`to_char(cast(${column} as timestamp) + interval '5 hours 30 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+5 hours', '+30 minutes')`;
}

/** The day after each UTC date met so far: an export meets the same few hundred dates a million times. */
const nextDays = new Map<string, string>();

/** created_at and updated_at as the store writes them: toISOString(), "2026-01-01T20:00:00.000Z". */
function isStoredInstant(text: string): boolean {
  return text.length === 24 && text.charCodeAt(10) === 84 /* T */ && text.charCodeAt(23) === 90; /* Z */
}

/** The two-digit number at `start` of a stored instant. */
function twoDigitsAt(text: string, start: number): number {
  return (text.charCodeAt(start) - 48) * 10 + text.charCodeAt(start + 1) - 48;
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/**
 * "YYYY-MM-DD HH:MM:SS" in India time: what a spreadsheet reads as a date and the desk reads as
 * local. Called twice per row of an export, so the stored text is shifted by hand, without a
 * Date per call (about twice as fast over a million rows).
 */
export function indiaDateTime(isoInstant: string): string {
  if (!isStoredInstant(isoInstant)) {
    const shifted = new Date(Date.parse(isoInstant) + INDIA_OFFSET_MS).toISOString();
    return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
  }
  let seconds =
    twoDigitsAt(isoInstant, 11) * 3600 +
    twoDigitsAt(isoInstant, 14) * 60 +
    twoDigitsAt(isoInstant, 17) +
    INDIA_OFFSET_MS / 1000;
  let day = isoInstant.slice(0, 10);
  if (seconds >= 86_400) {
    seconds -= 86_400;
    let next = nextDays.get(day);
    if (next === undefined) {
      next = addDays(day, 1);
      nextDays.set(day, next);
    }
    day = next;
  }
  return `${day} ${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}
