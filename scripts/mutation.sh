#!/usr/bin/env bash
# Mutation testing (make mutation): gremlins changes the code one operator
# at a time (a < for a <=, a + for a -, a negated condition) and runs the
# package's unit tests against each change. A change no test notices is a
# behaviour no test pins down. It covers the client and the pure code the
# provider plans with, the places where a wrong branch is silent:
#   internal/client                      error classification, retries, requests
#   internal/portplan  planner.go        the order of a port's update actions
#   internal/httprule  values.go         the values a rule update sends
#   internal/platform  readcache*.go     the read cache
# Prints the figures of each, then one line per package:
#   <package>: efficacy E% (killed K, lived L), mutator coverage C%
# Efficacy is killed / (killed + lived); mutator coverage is the share of
# mutants that some test runs at all. Slow (minutes per package), so not a
# part of `make test`. GREMLINS names the pinned binary; WORKERS (default 1)
# the mutants run at once. Packages named as arguments (internal/client ...)
# limit the run to them.
set -euo pipefail
cd "$(dirname "$0")/.."

gremlins=${GREMLINS:?GREMLINS names the gremlins binary}
workers=${WORKERS:-1}
out=${MUTATION_OUT:-.cache/mutation}
mkdir -p "$out"

# package and the files to mutate in it (empty: every file).
targets=(
	"internal/client:"
	"internal/portplan:planner.go"
	"internal/httprule:values.go"
	"internal/platform:readcache.go readcache_fresh.go"
)

# excludes prints a regular expression of the package's Go files that are
# not in keep (gremlins matches it against the file names in the package).
excludes() {
	local pkg=$1 keep=" $2 " names=() f
	for f in "$pkg"/*.go; do
		f=${f##*/}
		[[ $f == *_test.go || $keep == *" $f "* ]] || names+=("${f//./\\.}")
	done
	local IFS='|'
	echo "^(${names[*]})$"
}

summary=()
for target in "${targets[@]}"; do
	pkg=${target%%:*} files=${target#*:}
	if [[ $# -gt 0 && " $* " != *" $pkg "* ]]; then
		continue
	fi
	# The read cache's tests run in half a second but give a stuck flight 10
	# seconds before they fail it; with gremlins' usual timeout (5 times the
	# run) a mutant that stalls a flight is cut off as "timed out" before its
	# test can fail, and left out of the efficacy.
	coefficient=5
	[[ $pkg != internal/platform ]] || coefficient=60
	args=(--workers "$workers" --timeout-coefficient "$coefficient" --output "$out/${pkg//\//-}.json")
	[[ -z $files ]] || args+=(--exclude-files "$(excludes "$pkg" "$files")")
	echo "==> $pkg ${files:-(every file)}" >&2
	# Unit tests only: the acceptance tests skip without TF_ACC.
	env -u TF_ACC "$gremlins" unleash "${args[@]}" "./$pkg" | tee "$out/${pkg//\//-}.txt"
	summary+=("$pkg: $(awk '
		/^Killed:/ { gsub(",", ""); killed = $2; lived = $4 }
		/^Test efficacy:/ { efficacy = $3 }
		/^Mutator coverage:/ { coverage = $3 }
		END { printf "efficacy %s (killed %s, lived %s), mutator coverage %s", efficacy, killed, lived, coverage }
	' "$out/${pkg//\//-}.txt")")
done

echo "==> mutation efficacy per package"
printf '%s\n' "${summary[@]}"
