import { Icon, type IconProps } from "@chakra-ui/react";

/**
 * Our own small line icons (24×24, stroke), so no icon library lands in the first load. Here are
 * those of the top bar, which every page shows; ./icons.tsx has the others (and these again).
 */
export function line(paths: string[], name: string, fill = "none", pointing = false) {
  const Component = (props: IconProps) => (
    // Chakra's Icon styles its single child: the svg. An icon that points (a truck driving, a
    // speech bubble's tail) is mirrored in right-to-left pages (app.css).
    <Icon boxSize="5" className={pointing ? "squeeze-points" : undefined} {...props}>
      <svg viewBox="0 0 24 24" fill={fill} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
  Component.displayName = name;
  return Component;
}

export const MenuIcon = line(["M3 6h18", "M3 12h18", "M3 18h18"], "MenuIcon");
export const SearchIcon = line(["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M21 21l-4.3-4.3"], "SearchIcon");
export const AccountIcon = line(["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4 21a8 8 0 0 1 16 0"], "AccountIcon");
export const LanguageIcon = line(
  ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M3 12h18", "M12 3a14 14 0 0 1 0 18", "M12 3a14 14 0 0 0 0 18"],
  "LanguageIcon",
);
export const BasketIcon = line(["M3 4h2l2.4 11h10.2L20 7H6.2", "M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z", "M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"], "BasketIcon", "none", true);
