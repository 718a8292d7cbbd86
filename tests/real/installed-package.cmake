# case: LANGUAGES C CXX
# The installed package: cmake --install, then a consumer that finds it with
# find_package(cudnn-cmake) and cuDNN with find_package(CUDNN) + the probe.
cudnn_require_real_cudnn()
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" -S "@SRC@" -B "${BIN}/pkg" -G Ninja -DBUILD_TESTING=OFF
                        "-DCMAKE_INSTALL_PREFIX=${BIN}/prefix" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}/pkg" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_exists("${BIN}/prefix/share/cudnn-cmake/modules/FindCUDNN.cmake")
cudnn_assert_exists("${BIN}/prefix/share/cudnn-cmake/probe/cudnn_probe.cpp")
file(WRITE "${BIN}/consumer/CMakeLists.txt" [=[
cmake_minimum_required(VERSION 3.19)
project(consumer LANGUAGES CXX)
find_package(cudnn-cmake 0.1 REQUIRED)
find_package(CUDNN 9 REQUIRED)
message(STATUS "consumer: ${CUDNN_VERSION} probe ${CUDNN_PROBE_RESULT}")
message(STATUS "consumer: doctor ${cudnn-cmake_DOCTOR}")
]=])
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${BIN}/consumer" -B "${BIN}/consumer/b" -G Ninja
                        "-DCMAKE_PREFIX_PATH=${BIN}/prefix" -DCUDNN_PROBE=LIBRARY
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "-- consumer: 9\\.[0-9]+\\.[0-9]+ probe PASS")
# The installed doctor, through the variable the package sets.
cudnn_assert_matches(out "-- consumer: doctor ${BIN}/prefix/share/cudnn-cmake/cmake/cudnn-doctor\\.cmake\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -P "${BIN}/prefix/share/cudnn-cmake/cmake/cudnn-doctor.cmake"
                        -- --json --probe LIBRARY
                OUTPUT_VARIABLE doc RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
string(JSON chosen GET "${doc}" choice index)
string(JSON verdict GET "${doc}" installs ${chosen} probe verdict)
cudnn_assert_equal(verdict PASS)
]])
