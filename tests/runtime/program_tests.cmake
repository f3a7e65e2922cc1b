# What the HIP and OpenCL program tests share (hip_programs.cmake, opencl_programs.cmake).

# In the sanitizer build the runtime libraries are instrumented and the test programs are not: the sanitizers'
# runtimes must be loaded first, and the programs' own leaks are not the libraries'. Sets GCNKIT_PROGRAM_ENVIRONMENT
# (empty outside that build) and GCNKIT_PROGRAMS_RUNNABLE (false with a compiler whose shared runtimes are not
# there to preload: GCC's are).
set(GCNKIT_PROGRAM_ENVIRONMENT)
set(GCNKIT_PROGRAMS_RUNNABLE TRUE)
if(GCNKIT_SANITIZE)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so OUTPUT_VARIABLE asan OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libubsan.so OUTPUT_VARIABLE ubsan OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU" OR NOT EXISTS "${asan}" OR NOT EXISTS "${ubsan}")
    message(STATUS "gcnkit: no shared sanitizer runtimes to preload: the runtime program tests are skipped in this build")
    set(GCNKIT_PROGRAMS_RUNNABLE FALSE)
  else()
    set(GCNKIT_PROGRAM_ENVIRONMENT "LD_PRELOAD=${asan}:${ubsan}")
  endif()
endif()

# gcnkit_program_runs(TEST_PREFIX EXE [PROCESSORS ...] [STDOUT regex] [STDERR regex] [STATUS n] [EXEC options]
#                     [ARGS program arguments] [DIRECT library folder: run without exec, the settings in the
#                     environment]): one test per processor, TEST_PREFIX.<processor>, running EXE through
#                     run_program.cmake.
function(gcnkit_program_runs prefix exe)
  cmake_parse_arguments(P "" "STDOUT;STDERR;STATUS;DIRECT" "EXEC;ARGS;PROCESSORS" ${ARGN})
  foreach(mcpu ${P_PROCESSORS})
    set(defs -DGCNKIT=$<TARGET_FILE:gcnkit> -DMCPU=${mcpu} -DPROGRAM=${exe})
    if(P_STDOUT)
      list(APPEND defs "-DSTDOUT_MATCHES=${P_STDOUT}")
    endif()
    if(P_STDERR)
      list(APPEND defs "-DSTDERR_MATCHES=${P_STDERR}")
    endif()
    if(P_DIRECT)
      list(APPEND defs -DLIBRARY_PATH=${P_DIRECT})
    endif()
    if(DEFINED P_STATUS)
      list(APPEND defs -DEXPECT_STATUS=${P_STATUS})
    endif()
    if(P_EXEC)
      list(JOIN P_EXEC "\\;" exec_options)
      list(APPEND defs "-DEXEC_OPTIONS=${exec_options}")
    endif()
    if(P_ARGS)
      list(JOIN P_ARGS "\\;" args)
      list(APPEND defs "-DARGS=${args}")
    endif()
    set(test ${prefix}.${mcpu})
    add_test(NAME ${test} COMMAND ${CMAKE_COMMAND} ${defs} -P ${CMAKE_CURRENT_SOURCE_DIR}/runtime/run_program.cmake)
    set_tests_properties(${test} PROPERTIES LABELS "runtime;quick")
    if(GCNKIT_PROGRAM_ENVIRONMENT)
      set_tests_properties(${test} PROPERTIES ENVIRONMENT "${GCNKIT_PROGRAM_ENVIRONMENT}")
    endif()
  endforeach()
endfunction()
