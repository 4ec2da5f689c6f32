package portplan

import "slices"

// The platform refuses an alias that another port of the component has,
// so an alias that moves from one port to another in one apply must be
// released (the first port's alias changed, or the port removed) before
// the second port takes it; the ports' writes otherwise run in parallel.
// Removals come first anyway. A swap (or any ring of moves) cannot be
// ordered at all and is refused at plan time.

// AliasWaves orders the ports of want (each port's wanted alias, "" for
// "keep") given cur (each port's alias now, "" for a port still to
// create): every port of a wave takes only aliases that ports of earlier
// waves release. ring lists the ports whose moves form a ring, which no
// order allows; they are not in any wave.
func AliasWaves(cur, want map[int64]string) (waves [][]int64, ring []int64) {
	needs := aliasGivers(cur, want)
	done := map[int64]bool{}
	left := make([]int64, 0, len(want))
	for n := range want {
		left = append(left, n)
	}
	slices.Sort(left)
	for len(left) > 0 {
		var wave, rest []int64
		for _, n := range left {
			if m, ok := needs[n]; ok && !done[m] && m != n {
				if _, planned := want[m]; planned {
					rest = append(rest, n)
					continue
				}
			}
			wave = append(wave, n)
		}
		if len(wave) == 0 {
			return waves, rest
		}
		for _, n := range wave {
			done[n] = true
		}
		waves = append(waves, wave)
		left = rest
	}
	return waves, nil
}

// aliasGivers maps each port of want that takes an alias another port has
// now to that other port, when the other port gives the alias up.
func aliasGivers(cur, want map[int64]string) map[int64]int64 {
	needs := map[int64]int64{}
	for n, a := range want {
		if a == "" || a == cur[n] {
			continue
		}
		for m, b := range cur {
			if m != n && b == a && want[m] != "" && want[m] != b {
				needs[n] = m
			}
		}
	}
	return needs
}
