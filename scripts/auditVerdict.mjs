// What CI concludes from `npm audit --json`: fail on a high or critical advisory; when the advisory service could
// not be asked (no network, or a registry mirror without the audit endpoint), say so and pass, since an unreachable
// service is no evidence of a vulnerability and must not block every landing.

const BLOCKING = ['high', 'critical'];
const SEVERITIES = ['critical', 'high', 'moderate', 'low'];

/** @returns {{ ok: boolean, lines: string[] }} */
export function auditVerdict(report, failure) {
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? failure ?? 'no report';
    return {
      ok: true,
      lines: [`Dependency advisories NOT checked: the advisory service could not be reached (${reason}).`],
    };
  }
  const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) => BLOCKING.includes(v.severity));
  const lines = [
    `Dependency advisories for production dependencies: ${SEVERITIES.map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}.`,
  ];
  for (const v of blocking) {
    const titles = (v.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
    lines.push(`  ${v.severity}: ${v.name} ${v.range}${titles.length ? `: ${titles.join('; ')}` : ''}`);
  }
  return { ok: blocking.length === 0, lines };
}
