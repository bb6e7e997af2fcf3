import { useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/** The navbar's menu button (Navbar/MobileSidebar/Toggle). */
const TOGGLE = '.navbar__toggle';

/**
 * The phone menu, rendered once the reader reaches for its button and kept from then on.
 * Docusaurus renders it on every phone as soon as the page hydrates (hidden until opened): the
 * navbar links and the whole docs sidebar, about 160 elements created in the task right after
 * hydration, for a menu most readers never open. It mounts on the button's pointerdown or
 * focus, a moment before the click opens it, so that the menu still slides in.
 */
export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);

  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(TOGGLE)) setWanted(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [wanted]);

  return wanted ? <NavbarMobileSidebar /> : null;
}
