# bench_compare on two hand-written result files: B is 20 % slower (by the median of three
# repetitions), A 5 % (within the threshold), E 25 % faster, C missing and D new.
execute_process(COMMAND ${COMPARE} ${DATA}/baseline.json ${DATA}/run.json
    RESULT_VARIABLE status OUTPUT_VARIABLE out)
set(expected "slower: BM_B: 100.00 µs → 120.00 µs (+20.0%)
missing: BM_C
faster: BM_E: 2.000 ms → 1.500 ms (-25.0%)
new: BM_D: 3.00 µs
1 case(s) more than 10% slower
")
if(NOT status EQUAL 1 OR NOT out STREQUAL expected)
    message(FATAL_ERROR "exit ${status}, output:\n${out}\nexpected:\n${expected}")
endif()
# With a looser threshold nothing is slower.
execute_process(COMMAND ${COMPARE} ${DATA}/baseline.json ${DATA}/run.json --threshold 25
    RESULT_VARIABLE status OUTPUT_VARIABLE out)
if(NOT status EQUAL 0 OR NOT out MATCHES "no case is more than 25% slower\n$")
    message(FATAL_ERROR "exit ${status} with --threshold 25, output:\n${out}")
endif()
execute_process(COMMAND ${COMPARE} ${DATA}/baseline.json ${DATA}/absent.json RESULT_VARIABLE status
    ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "^error: cannot read")
    message(FATAL_ERROR "exit ${status} for a missing file: ${err}")
endif()
