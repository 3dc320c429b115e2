import type { LandingSection } from './sections';
import styles from './landing-page.module.css';
import { scrollToSection } from './use-landing-motion';

/** The side navigation (large screens): section names that scroll smoothly to their section. */
export function SideNav({ sections, current }: { sections: readonly LandingSection[]; current: string }) {
  return (
    <nav className={styles.sideNav} aria-label="Sections">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(section.id);
              }}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The fixed bottom-left selector with numbered options. */
export function SectionSelector({ sections, current }: { sections: readonly LandingSection[]; current: string }) {
  return (
    <div className={styles.selector}>
      <label htmlFor="landing-section-selector" className="visually-hidden">
        Jump to section
      </label>
      <select
        id="landing-section-selector"
        className={styles.selectorControl}
        value={current}
        onChange={(event) => scrollToSection(event.target.value)}
      >
        {sections.map((section, index) => (
          <option key={section.id} value={section.id}>
            {String(index + 1).padStart(2, '0')} {section.name}
          </option>
        ))}
      </select>
    </div>
  );
}
