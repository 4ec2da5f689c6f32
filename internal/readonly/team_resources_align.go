package readonly

import "sort"

// alignTeamResources pairs each requested team with the server's answer for
// it. The answer carries team_id but no region, and the server silently skips
// a team that is not open in the requested region, so:
//   - when nothing was skipped, the answers follow the request one to one;
//   - otherwise answers are paired by team id, in order;
//   - a team requested in several regions and only partly answered cannot be
//     paired from the batch answer: those requests are listed in unsure, for
//     the caller to ask one by one.
//
// answerOf[i] is the index in got of the answer for want[i], or -1 when it has
// none (skipped, or unsure). extra lists answers paired with no request.
func alignTeamResources(want, got []string) (answerOf []int, extra []int, unsure []int) {
	answerOf = make([]int, len(want))
	if len(got) == len(want) {
		for i := range want {
			answerOf[i] = i
		}
		return answerOf, nil, nil
	}

	wantIdx := map[string][]int{}
	for i, id := range want {
		wantIdx[id] = append(wantIdx[id], i)
		answerOf[i] = -1
	}
	gotIdx := map[string][]int{}
	for j, id := range got {
		gotIdx[id] = append(gotIdx[id], j)
	}

	pairedGot := make([]bool, len(got))
	for id, wi := range wantIdx {
		gi := gotIdx[id]
		switch {
		case len(gi) == 0:
			// every request of this team was skipped
		case len(gi) < len(wi):
			unsure = append(unsure, wi...)
			for _, j := range gi {
				pairedGot[j] = true
			}
		default:
			for k, i := range wi {
				answerOf[i] = gi[k]
				pairedGot[gi[k]] = true
			}
		}
	}
	for j, paired := range pairedGot {
		if !paired {
			extra = append(extra, j)
		}
	}
	sort.Ints(unsure)
	return answerOf, extra, unsure
}
