#!/usr/bin/env bash
# Prints a Terraform CLI config that makes terraform (and tofu) use the provider
# binary in DIR instead of a registry release: `make install dev-overrides`,
# then export TF_CLI_CONFIG_FILE=.cache/dev.tfrc. With dev_overrides, skip
# `terraform init` for this provider; plan and apply use the binary directly.
set -euo pipefail
dir=${1:?usage: dev-overrides.sh DIR}
cat <<CONFIG
provider_installation {
  dev_overrides {
    "registry.terraform.io/rainbond/rainbond" = "$dir"
    "registry.opentofu.org/rainbond/rainbond" = "$dir"
  }
  direct {}
}
CONFIG
