import { LoadingScreen } from "../../components/ui/loading-screen";

/** debug/loading (SPEC §2): the full-viewport loading screen. */
export function Component() {
  return <LoadingScreen />;
}
