import { T } from "../../../shared/texts/home";
import { Spinner } from "./spinner";

/** SPEC §2 Loading screen: a full-viewport, centred spinner with 'Loading...'. */
export function LoadingScreen() {
  return (
    <div className="fullscreen-center">
      <Spinner label={T.loading} showLabel />
    </div>
  );
}
