import { useNavigation } from 'react-router';
import classes from './header.module.css';

/** A thin bar under the header while a navigation waits for its guard, data or code. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-hidden="true" />;
}
