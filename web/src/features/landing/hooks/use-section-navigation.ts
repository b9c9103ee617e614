import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSection, SECTIONS, type TSection } from '@/features/landing/sections';

/** A section counts as in view once its top passes this share of the viewport. */
const IN_VIEW_LINE = 0.35;

/** The section the reader is looking at: the last one whose top passed the line, or the last one at the page's end. */
function sectionInView(): TSection {
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  let current: TSection = SECTIONS[0];
  for (const id of SECTIONS) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (atEnd || (top !== undefined && top <= window.innerHeight * IN_VIEW_LINE)) current = id;
  }
  return current;
}

/** How far the page will scroll to bring `target` to the top (0 when it is there already or the page cannot scroll further). */
function scrollDistance(target: HTMLElement): number {
  const wanted = target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop || '0');
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return Math.min(Math.max(wanted, -window.scrollY), maxScroll - window.scrollY);
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SectionNavigation {
  /** The section the URL hash names. */
  activeSection: TSection | undefined;
  /** Props for an `<a>` that scrolls to `id`; `onNavigate` runs afterwards (e.g. closing the mobile menu). */
  linkTo: (id: TSection, onNavigate?: () => void) => { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
}

/**
 * In-page navigation of the landing page: links scroll smoothly to their section (at once when the
 * reader asked for reduced motion), and the URL hash follows the section in view, so a copied
 * address or a reload opens the same place.
 */
export function useSectionNavigation(): SectionNavigation {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const hashSection = hash.slice(1);
  const activeSection = isSection(hashSection) ? hashSection : undefined;
  /** While a link's scroll runs, the sections it passes must not take over the hash. */
  const isLinkScrolling = useRef(false);

  // The query string stays: `?redirect=` and `?lng=` must survive in-page navigation.
  const setHash = useCallback(
    (id: TSection, replace: boolean) =>
      void navigate({ search: window.location.search, hash: id }, { replace, preventScrollReset: true }),
    [navigate],
  );

  // An address with a section (/#pricing) opens there.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (isSection(id)) document.getElementById(id)?.scrollIntoView();
  }, []);

  useEffect(() => {
    let frame = 0;
    const followScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const id = sectionInView();
        if (window.location.hash !== `#${id}`) setHash(id, true);
      });
    };
    const onScroll = () => {
      if (!isLinkScrolling.current) followScroll();
    };
    const onScrollEnd = () => {
      if (isLinkScrolling.current) isLinkScrolling.current = false;
      else followScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      cancelAnimationFrame(frame);
    };
  }, [setHash]);

  const linkTo = useCallback(
    (id: TSection, onNavigate?: () => void) => ({
      href: `#${id}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        // New tabs and windows open as usual.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const target = document.getElementById(id);
        if (!target) return;
        isLinkScrolling.current = Math.abs(scrollDistance(target)) >= 1;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        // Keyboard users carry on from the section they jumped to.
        target.focus({ preventScroll: true });
        setHash(id, false);
        onNavigate?.();
      },
    }),
    [setHash],
  );

  return { activeSection, linkTo };
}
