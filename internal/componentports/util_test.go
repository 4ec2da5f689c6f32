package componentports_test

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

type terraformState = terraform.State

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func errorf(format string, a ...any) error { return fmt.Errorf(format, a...) }
