import type { ComponentProps } from 'react';
import Tabs from '@theme-original/Tabs';

/**
 * The theme's tabs, lazy by default: only the chosen tab is rendered, on the server and in the
 * browser, so a page does not build the code of every language it is not showing. A tab renders
 * when it is chosen (or restored from the reader's last choice of its group).
 */
export default function LazyTabs(props: ComponentProps<typeof Tabs>) {
  return <Tabs lazy {...props} />;
}
