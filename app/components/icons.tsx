import { Icon, type IconProps } from "@chakra-ui/react";

/** Our own small line icons (24×24, stroke), so no icon library lands in the first load. */
function line(paths: string[], name: string, fill = "none") {
  const Component = (props: IconProps) => (
    // Chakra's Icon styles its single child: the svg.
    <Icon boxSize="5" {...props}>
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
export const CopyIcon = line(["M9 9h11v11H9z", "M5 15H4V4h11v1"], "CopyIcon");
export const EyeIcon = line(["M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"], "EyeIcon");
export const EyeOffIcon = line(["M3 3l18 18", "M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.6", "M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.8 9.8 0 0 0 5.4-1.6", "M9.9 9.9a3 3 0 0 0 4.2 4.2"], "EyeOffIcon");
export const TrophyIcon = line(["M8 21h8", "M12 17v4", "M7 4h10v5a5 5 0 0 1-10 0z", "M17 6h3a3 3 0 0 1-3 4", "M7 6H4a3 3 0 0 0 3 4"], "TrophyIcon");
export const StoreIcon = line(["M4 10v10h16V10", "M2 10l2-6h16l2 6z", "M9 20v-6h6v6"], "StoreIcon");
export const StarIcon = line(["M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"], "StarIcon", "currentColor");
export const RocketIcon = line(["M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2", "M9 12l3 3", "M12 15c4-2 7-6 8-12-6 1-10 4-12 8z", "M9 12H5l2-4h5", "M12 15v4l4-2v-5"], "RocketIcon");
export const TruckIcon = line(["M3 6h11v10H3z", "M14 10h4l3 3v3h-7", "M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z", "M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"], "TruckIcon");
export const LeafIcon = line(["M5 19c0-9 6-14 15-14 0 9-5 15-14 15", "M5 19l8-8"], "LeafIcon");
