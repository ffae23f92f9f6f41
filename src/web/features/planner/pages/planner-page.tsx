import { PlannerView } from '../components/planner-view';

export default function PlannerPage() {
  return <PlannerView />;
}
