#!/usr/bin/env bash
# Checks the package layout on the whole import graph (go list -deps), where
# the linter's depguard sees only direct imports:
#   - dependencies point one way: provider -> families -> platform -> tfid ->
#     tfschema, and the client imports none of them;
#   - no family imports another, and none reaches the client's constructor
#     or its type: a family gets the platform only through its interface;
#   - the mock gateway never imports the client, and the client nothing of
#     Terraform's framework or of the provider;
#   - only _test.go files import the acceptance harness;
#   - no type embeds *client.Client (that would let writes skip the cache).
# Prints every violation and exits non-zero if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

module=$(go list -m)
families=(port httprule region readonly httpdomain certificate app scaling component componentenv componentports team tcprule volume thirdparty)
failed=0
fail() {
	echo "layout: $*" >&2
	failed=1
}

# deps_matching PKG REGEX lists the packages PKG depends on (itself
# excluded) whose import path matches REGEX.
deps_matching() {
	go list -deps "$1" 2>/dev/null | grep -v -x "$1" | grep -E "$2" || true
}

# An import against the direction below is most often a cycle too, which
# go list reports as an error rather than as a dependency: fail on it here.
if ! cycles=$(go list -deps ./... 2>&1 >/dev/null) || [ -n "$cycles" ]; then
	fail "the packages do not load (an import against the direction?):"$'\n'"$cycles"
fi

for f in "${families[@]}"; do
	others=$(printf '%s\n' "${families[@]}" | grep -v -x "$f" | paste -sd'|')
	for dep in $(deps_matching "$module/internal/$f" "^$module/internal/($others|provider|acctest|mockgateway)(/|$)"); do
		fail "family $f depends on $dep"
	done
done

# The packages every family shares, and what each may not reach: no family,
# no provider, and none above it in tfschema <- tfid <- platform.
declare -A above=([platform]="" [tfid]="platform|" [tfschema]="platform|tfid|" [portplan]="")
for p in "${!above[@]}"; do
	for dep in $(deps_matching "$module/internal/$p" "^$module/internal/(${above[$p]}$(printf '%s|' "${families[@]}")provider|acctest|mockgateway)(/|$)"); do
		fail "internal/$p depends on $dep"
	done
done

for pkg in $(go list "./internal/mockgateway/..."); do
	for dep in $(deps_matching "$pkg" "^$module/internal/client$"); do
		fail "$pkg depends on $dep"
	done
done

for dep in $(deps_matching "$module/internal/client" "^(github.com/hashicorp/terraform-plugin-framework|$module/internal/)"); do
	fail "internal/client depends on $dep"
done

# Imports of the non-test files of every package but the harness itself.
while read -r pkg imports; do
	case " $imports " in
	*" $module/internal/acctest "* | *" $module/internal/acctest/fixture "*)
		fail "$pkg imports the acceptance harness outside a _test.go file" ;;
	esac
done < <(go list -f '{{.ImportPath}} {{join .Imports " "}}' ./... | grep -v "^$module/internal/acctest")

# An embedded *client.Client is a struct field line holding only the type.
if embeds=$(grep -rnE --include='*.go' '^[[:space:]]+\*client\.Client[[:space:]]*(//.*)?$' internal); then
	fail "a type embeds *client.Client:"$'\n'"$embeds"
fi
for f in "${families[@]}"; do
	if uses=$(grep -nE '\*client\.Client\b|\bclient\.New\b' "internal/$f"/*.go | grep -v '_test\.go:'); then
		fail "family $f reaches the client itself instead of its interface:"$'\n'"$uses"
	fi
done

if [ "$failed" -ne 0 ]; then
	exit 1
fi
echo "layout: ok"
