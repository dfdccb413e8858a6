// An athlete's sports medical examination in a list (issue 50 item 4): its last valid day and its state in words
// ('31. 3. 2027. · istječe za 12 dana', 'istekao', 'nije upisan'), against Zagreb's day the caller passes in
// (zagrebDay(), once per list). The club's athletes, the licence queue, an athlete's page and the medical
// examinations' screen draw it alike.
import { medicalState, medicalText } from "../../shared/season/lijecnicki";
import "./medical-status.css";

export function MedicalStatus({ until, today }: { until: string | null | undefined; today: string }) {
  const { kind } = medicalState(until, today);
  return (
    <span className={`medical-${kind}`} data-testid="lijecnicki-stanje" data-stanje={kind}>
      {medicalText(until, today)}
    </span>
  );
}
