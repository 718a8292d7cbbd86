# case: SCRIPT
# CUDNN_PROBE and CUDNN_PROBE_TIMEOUT as the context reads them
# (_cudnn_probe_settings): the mode, the seconds, and a note for a value that
# is none of those.  The probe's --timeout takes an int: ten digits or more are
# brought down to 999999999, never passed on to fail the probe's own check.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/context.cmake")

function(check probe timeout expected_mode expected_timeout expected_note_regex)
  set(CUDNN_PROBE "${probe}")
  set(CUDNN_PROBE_TIMEOUT "${timeout}")
  _cudnn_probe_settings(mode seconds note)
  cudnn_assert_equal(mode "${expected_mode}")
  cudnn_assert_equal(seconds "${expected_timeout}")
  cudnn_assert_matches(note "${expected_note_regex}")
endfunction()

check("" "" AUTO 120 "^$")
check(library 30 LIBRARY 30 "^$")
check(GPU 6 GPU 6 "^$")
check(OFF 999999999 OFF 999999999 "^$")
check(0 "" OFF 120 "^note: CUDNN_PROBE=0 is not AUTO, LIBRARY, GPU or OFF; using OFF\n$")
check(maybe "" AUTO 120 "^note: CUDNN_PROBE=maybe is not AUTO, LIBRARY, GPU or OFF; using AUTO\n$")
check(AUTO 5 AUTO 120 "^note: CUDNN_PROBE_TIMEOUT=5 is less than the 6 seconds the probe's own checks need; using 120\n$")
check(AUTO 2m AUTO 120 "^note: CUDNN_PROBE_TIMEOUT=2m is not a number of seconds; using 120\n$")
check(AUTO 1000000000 AUTO 999999999 "^note: CUDNN_PROBE_TIMEOUT=1000000000 is more than 999999999 seconds; using 999999999\n$")
check(AUTO 99999999999999999999 AUTO 999999999 "is more than 999999999 seconds")
check(AUTO 000000000120 AUTO 000000000120 "^$")
