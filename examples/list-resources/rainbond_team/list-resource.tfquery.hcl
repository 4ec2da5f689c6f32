# Every team the token's user is a member of.
list "rainbond_team" "all" {
  provider = rainbond
}
