// CPU time the Worker's processes (wrangler and its workerd, one process group) have used, read from
// /proc. On a shared machine throughput swings with whatever else runs, but CPU milliseconds per request
// barely do, so the bench reports both. Linux only: elsewhere the figure is simply absent.
import { readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU ticks of one /proc/<pid>/stat line and its process group: utime + stime, plus cutime + cstime
 * (children that ended and were reaped), so the group's total never drops when a short-lived child exits.
 */
export function parseStat(stat: string): { pgid: number; ticks: number } {
  // The command name may contain spaces and parentheses; the fields after its last ")" are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { pgid: Number(fields[2]), ticks: utime + stime + cutime + cstime };
}

/** Total CPU milliseconds used so far by the live processes of a process group, or null off Linux. */
export function groupCpuMs(pgid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    try {
      const stat = parseStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (stat.pgid === pgid) ticks += stat.ticks;
    } catch {
      /* the process ended while we looked */
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
