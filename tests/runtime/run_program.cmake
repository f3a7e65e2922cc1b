# Runs one test program under `gcnkit exec` and checks what it did: its exit status (0 unless EXPECT_STATUS),
# and, when given, regular expressions its standard output (STDOUT_MATCHES) and error (STDERR_MATCHES) must match.
#   cmake -DGCNKIT=... -DMCPU=gfx900 -DPROGRAM=... [-DARGS=a;b] [-DEXEC_OPTIONS=--check=error] [-DEXPECT_STATUS=1]
#         [-DSTDOUT_MATCHES=...] [-DSTDERR_MATCHES=...] [-DLIBRARY_PATH=...] -P run_program.cmake
# With LIBRARY_PATH the program starts without exec, as a user starts it: LD_LIBRARY_PATH names gcnkit's library
# folder (HIP), OCL_ICD_VENDORS its vendors folder (OpenCL) and GCNKIT_MCPU the processor.
# With INSTALL_FROM (a build tree) and INSTALL_PREFIX, `cmake --install` puts component gcnkit there first and the
# installed gcnkit runs the program (it must find its HIP library by itself).
if(DEFINED INSTALL_FROM)
  file(REMOVE_RECURSE ${INSTALL_PREFIX})
  execute_process(COMMAND ${CMAKE_COMMAND} --install ${INSTALL_FROM} --prefix ${INSTALL_PREFIX} --component gcnkit
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(status)
    message(FATAL_ERROR "cmake --install failed (${status}): ${out}${err}")
  endif()
  set(GCNKIT ${INSTALL_PREFIX}/bin/gcnkit)
  if(NOT EXISTS ${GCNKIT})
    message(FATAL_ERROR "cmake --install wrote no ${GCNKIT}")
  endif()
endif()
if(NOT DEFINED EXPECT_STATUS)
  set(EXPECT_STATUS 0)
endif()
if(DEFINED LIBRARY_PATH)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${LIBRARY_PATH} OCL_ICD_VENDORS=${LIBRARY_PATH}/vendors
                          GCNKIT_MCPU=${MCPU} ${PROGRAM} ${ARGS}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
else()
  execute_process(COMMAND ${GCNKIT} exec --mcpu=${MCPU} ${EXEC_OPTIONS} -- ${PROGRAM} ${ARGS}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
message("${out}")
message("${err}")
if(NOT status STREQUAL EXPECT_STATUS)
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECT_STATUS}")
endif()
if(DEFINED STDOUT_MATCHES AND NOT out MATCHES "${STDOUT_MATCHES}")
  message(FATAL_ERROR "standard output does not match: ${STDOUT_MATCHES}")
endif()
if(DEFINED STDERR_MATCHES AND NOT err MATCHES "${STDERR_MATCHES}")
  message(FATAL_ERROR "standard error does not match: ${STDERR_MATCHES}")
endif()
