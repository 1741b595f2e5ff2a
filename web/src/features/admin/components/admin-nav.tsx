import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { adminSections } from '../lib/admin-sections';

/** The admin's pages as one row of links that wraps on a phone; the page open is marked current. */
export function AdminNav() {
  return (
    <nav aria-label="Admin pages">
      <ul className="flex flex-wrap gap-2">
        {adminSections.map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors',
                  isActive ? 'border-plum-700 bg-plum-700 text-white' : 'border-plum-200 bg-white text-plum-800 hover:bg-plum-50',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
