# The HIP test programs (tests/runtime/hip): each built once, for gfx900 and gfx1030 in one fat binary, by Debian's
# hipcc or by clang-19 (as a user builds it: linked with Debian's libamdhip64), and run unmodified under
# `gcnkit exec` on each processor. Skipped (not built, no tests) without the compilers.
if(NOT TARGET gcnkit_hip)
  return()
endif()
# The library's exports are Debian's: every function at its symbol version.
if(Python3_Interpreter_FOUND)
  add_test(NAME Runtime.Hip.Exports COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/runtime/check_exports.py
           $<TARGET_FILE:gcnkit_hip> ${PROJECT_SOURCE_DIR}/src/runtime/hip/exports.txt)
  set_tests_properties(Runtime.Hip.Exports PROPERTIES LABELS "runtime;quick")
endif()
find_program(GCNKIT_HIPCC hipcc)
find_program(GCNKIT_CLANGXX19 clang++-19)
find_library(GCNKIT_DEBIAN_HIP amdhip64 PATHS /usr/lib/x86_64-linux-gnu NO_DEFAULT_PATH)
set(GCNKIT_DEVICE_LIBS /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)
if(NOT GCNKIT_DEBIAN_HIP)
  message(STATUS "gcnkit: no Debian libamdhip64 to link test programs with: the HIP program tests are skipped")
  return()
endif()

set(hip_dir ${CMAKE_CURRENT_SOURCE_DIR}/runtime/hip)
set(hip_out ${CMAKE_CURRENT_BINARY_DIR}/runtime/hip)
file(MAKE_DIRECTORY ${hip_out})
set(hip_archs --offload-arch=gfx900 --offload-arch=gfx1030)
set(hip_programs_built)

if(NOT GCNKIT_PROGRAMS_RUNNABLE)
  return()
endif()

# gcnkit_hip_program(NAME COMPILER hipcc|clang19 [STDOUT regex] [STDERR regex] [STATUS n] [EXEC options]
#                    [ARGS program arguments] [SUFFIX test name suffix] [NOBUILD] [MORE other sources]
#                    [DEPENDS files the tests use] [PROCESSORS processors to build for and run on (gfx900 gfx1030)]
#                    [DIRECT: run without exec, the settings in the environment]
#                    [RELEASE_ONLY: not in the sanitizer build, where it would add build time and no library path]
#                    [FLAGS more clang-19 flags])
function(gcnkit_hip_program name)
  cmake_parse_arguments(P "NOBUILD;DIRECT;RELEASE_ONLY" "COMPILER;STDOUT;STDERR;STATUS;SUFFIX" "EXEC;ARGS;MORE;DEPENDS;PROCESSORS;FLAGS"
                        ${ARGN})
  if(P_RELEASE_ONLY AND GCNKIT_SANITIZE)  # the same library paths as the other programs: not twice in CI
    return()
  endif()
  if(NOT P_PROCESSORS)
    set(P_PROCESSORS gfx900 gfx1030)
  endif()
  set(archs)
  foreach(mcpu ${P_PROCESSORS})
    list(APPEND archs --offload-arch=${mcpu})
  endforeach()
  set(src ${hip_dir}/${name}.hip)
  foreach(more ${P_MORE})
    list(APPEND src ${hip_dir}/${more}.hip)
  endforeach()
  set(exe ${hip_out}/${name}${P_SUFFIX})
  if(P_NOBUILD)  # another test of a program built by an earlier call
    set(exe ${hip_out}/${name})
  endif()
  if(P_COMPILER STREQUAL "hipcc")
    if(NOT GCNKIT_HIPCC)
      return()
    endif()
    set(cmd ${GCNKIT_HIPCC} ${archs} -O2 -w ${src} -o ${exe})
  else()
    if(NOT GCNKIT_CLANGXX19 OR NOT EXISTS ${GCNKIT_DEVICE_LIBS})
      return()
    endif()
    set(cmd ${GCNKIT_CLANGXX19} -x hip ${archs} --rocm-path=/usr --rocm-device-lib-path=${GCNKIT_DEVICE_LIBS}
            -O2 -w ${P_FLAGS} ${src} -o ${exe} -lamdhip64)
  endif()
  if(NOT P_NOBUILD)
    add_custom_command(OUTPUT ${exe} COMMAND ${cmd} DEPENDS ${src} ${hip_dir}/check.h ${P_DEPENDS}
                       COMMENT "Building HIP test program ${name} (${P_COMPILER})" VERBATIM)
    set_property(GLOBAL APPEND PROPERTY GCNKIT_HIP_PROGRAMS ${exe})
  endif()
  set(run_options PROCESSORS ${P_PROCESSORS} EXEC ${P_EXEC} ARGS ${P_ARGS})
  foreach(option STDOUT STDERR STATUS)
    if(DEFINED P_${option})
      list(APPEND run_options ${option} "${P_${option}}")
    endif()
  endforeach()
  if(P_DIRECT)
    list(APPEND run_options DIRECT $<TARGET_FILE_DIR:gcnkit_hip>)
  endif()
  gcnkit_program_runs(Runtime.Hip.${name}${P_SUFFIX} ${exe} ${run_options})
endfunction()

gcnkit_hip_program(vector_add COMPILER hipcc)
# gcnkit as `cmake --install` lays it out (component gcnkit, into the build tree) runs it too: the installed binary
# finds its HIP library beside it.
if(GCNKIT_HIPCC AND NOT GCNKIT_SANITIZE)
  add_test(NAME Runtime.Hip.vector_add.installed.gfx900
           COMMAND ${CMAKE_COMMAND} -DINSTALL_FROM=${PROJECT_BINARY_DIR} -DINSTALL_PREFIX=${CMAKE_CURRENT_BINARY_DIR}/installed
                   -DMCPU=gfx900 -DPROGRAM=${hip_out}/vector_add -P ${CMAKE_CURRENT_SOURCE_DIR}/runtime/run_program.cmake)
  set_tests_properties(Runtime.Hip.vector_add.installed.gfx900 PROPERTIES LABELS "runtime;quick")
endif()
gcnkit_hip_program(vector_add COMPILER clang19 SUFFIX _clang19 RELEASE_ONLY)  # the same program from both compilers
# Its device code in a compressed offload bundle (zstd).
gcnkit_hip_program(vector_add COMPILER clang19 SUFFIX _compressed FLAGS --offload-compress)
gcnkit_hip_program(device_query COMPILER clang19)
gcnkit_hip_program(globals COMPILER hipcc)
gcnkit_hip_program(shared_reduce COMPILER clang19)
gcnkit_hip_program(printf COMPILER hipcc
  STDOUT "host: before\nlaunch 1 block 0 thread 0: value 0.00\nlaunch 1 block 0 thread 1: value 1.50\nlaunch 1 block 1 thread 0: value 0.00\nlaunch 1 block 1 thread 1: value 1.50\nhost: between\nlaunch 2 block 0 thread 0: value 0.00\nlaunch 2 block 0 thread 1: value 1.50\nhost: after")
gcnkit_hip_program(streams_events COMPILER clang19)
gcnkit_hip_program(host_memory COMPILER hipcc)
gcnkit_hip_program(memset_pitch COMPILER clang19)
gcnkit_hip_program(errors COMPILER hipcc)
gcnkit_hip_program(fault COMPILER clang19 STDERR "kernel 'wild\\(int\\*, long long\\)' \\(launch 1\\) failed: ")
gcnkit_hip_program(clock COMPILER hipcc)
# Checks and faults reach stderr naming the kernel; --check=error makes the launch fail and exec exit 1 when the
# program itself exits 0.
gcnkit_hip_program(missing_wait COMPILER clang19 STDERR "kernel 'early\\(int const\\*, int\\*\\)' \\(launch 1\\): pc 0x[0-9a-f]+ .*pending-vgpr: reads v")
gcnkit_hip_program(buffer_range COMPILER clang19
                   STDERR "kernel 'gather\\(int\\*, int\\*, int\\)' \\(launch 1\\): pc 0x[0-9a-f]+ .*buffer-range: ")
gcnkit_hip_program(two_files_main COMPILER hipcc MORE two_files_other)
gcnkit_hip_program(warp_shuffle COMPILER clang19 STDOUT "warp_shuffle: [0-9]+ waves of (64|32) lanes correct")
gcnkit_hip_program(atomics COMPILER hipcc)
gcnkit_hip_program(occupancy_attributes COMPILER clang19)
gcnkit_hip_program(templates_intrinsics COMPILER hipcc)
# Device code alone, an offload bundle for both processors, which module_api loads at run time.
if(GCNKIT_CLANGXX19 AND EXISTS ${GCNKIT_DEVICE_LIBS})
  add_custom_command(OUTPUT ${hip_out}/module_kernels.co
                     COMMAND ${GCNKIT_CLANGXX19} -x hip ${hip_archs} --cuda-device-only --rocm-path=/usr
                             --rocm-device-lib-path=${GCNKIT_DEVICE_LIBS} -O2 -w ${hip_dir}/module_kernels.hip
                             -o ${hip_out}/module_kernels.co
                     DEPENDS ${hip_dir}/module_kernels.hip COMMENT "Building HIP device code module_kernels" VERBATIM)
  gcnkit_hip_program(module_api COMPILER clang19 ARGS ${hip_out}/module_kernels.co DEPENDS ${hip_out}/module_kernels.co)
endif()
# Every other processor family the emulator runs and clang-19 builds HIP for: GFX6, GFX7, GFX8, GFX9 (gfx906, the
# MI processor gfx90a), GFX10.1, on two programs (shared memory and barriers; globals and atomics).
set(hip_more_processors gfx601 gfx701 gfx803 gfx906 gfx90a gfx1010)
gcnkit_hip_program(shared_reduce COMPILER clang19 SUFFIX _processors PROCESSORS ${hip_more_processors} RELEASE_ONLY)
gcnkit_hip_program(globals COMPILER clang19 SUFFIX _processors PROCESSORS ${hip_more_processors} RELEASE_ONLY)
# Started without exec: LD_LIBRARY_PATH and GCNKIT_MCPU.
gcnkit_hip_program(device_query COMPILER clang19 NOBUILD SUFFIX _without_exec DIRECT STDOUT "gcnkit emulated gfx")
gcnkit_hip_program(missing_wait COMPILER clang19 NOBUILD SUFFIX _error EXEC --check=error ARGS --expect-failure STATUS 1
                   STDOUT "launch returned hipErrorLaunchFailure"
                   STDERR "\\(launch 1\\) failed: .*gcnkit exec: 1 kernel launch failed")

get_property(programs GLOBAL PROPERTY GCNKIT_HIP_PROGRAMS)
add_custom_target(gcnkit_hip_programs ALL DEPENDS ${programs})
