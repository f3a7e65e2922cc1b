# The OpenCL test programs (tests/runtime/opencl): plain C built by the system's C compiler against the ICD loader
# (libOpenCL, ocl-icd), run unmodified under `gcnkit exec` on several processors; their kernels are OpenCL C the
# platform builds with clang-19 at run time. clinfo lists the platform. Skipped without the loader or a compiler.
if(NOT TARGET gcnkit_opencl)
  return()
endif()
find_program(GCNKIT_CC NAMES cc gcc)
find_library(GCNKIT_OPENCL_LOADER OpenCL)
find_program(GCNKIT_CLANG19 NAMES clang-19 PATHS /usr/lib/llvm-19/bin)
if(NOT GCNKIT_CC OR NOT GCNKIT_OPENCL_LOADER OR NOT GCNKIT_CLANG19 OR NOT EXISTS /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)
  message(STATUS "gcnkit: no C compiler, OpenCL loader (ocl-icd-opencl-dev) or clang-19 with rocm-device-libs: the "
                 "OpenCL program tests are skipped")
  return()
endif()

set(cl_dir ${CMAKE_CURRENT_SOURCE_DIR}/runtime/opencl)
set(cl_out ${CMAKE_CURRENT_BINARY_DIR}/runtime/opencl)
file(MAKE_DIRECTORY ${cl_out})
set(cl_programs_built)

if(NOT GCNKIT_PROGRAMS_RUNNABLE)
  return()
endif()

# gcnkit_cl_program(NAME [STDOUT regex] [STDERR regex] [STATUS n] [EXEC options] [ARGS program arguments]
#                   [SUFFIX s] [NOBUILD] [DIRECT]
#                   [PROCESSORS processors (gfx900 gfx1030)])
function(gcnkit_cl_program name)
  cmake_parse_arguments(P "NOBUILD;DIRECT" "STDOUT;STDERR;STATUS;SUFFIX" "EXEC;ARGS;PROCESSORS" ${ARGN})
  if(NOT P_PROCESSORS)
    set(P_PROCESSORS gfx900 gfx1030)
  endif()
  set(exe ${cl_out}/${name})
  if(NOT P_NOBUILD)
    add_custom_command(OUTPUT ${exe}
                       COMMAND ${GCNKIT_CC} -O1 -w ${cl_dir}/${name}.c -o ${exe} ${GCNKIT_OPENCL_LOADER}
                       DEPENDS ${cl_dir}/${name}.c ${cl_dir}/cl_check.h
                       COMMENT "Building OpenCL test program ${name}" VERBATIM)
    set_property(GLOBAL APPEND PROPERTY GCNKIT_CL_PROGRAMS ${exe})
  endif()
  set(run_options PROCESSORS ${P_PROCESSORS} EXEC ${P_EXEC} ARGS ${P_ARGS})
  foreach(option STDOUT STDERR STATUS)
    if(DEFINED P_${option})
      list(APPEND run_options ${option} "${P_${option}}")
    endif()
  endforeach()
  if(P_DIRECT)
    list(APPEND run_options DIRECT $<TARGET_FILE_DIR:gcnkit_opencl>)
  endif()
  gcnkit_program_runs(Runtime.OpenCL.${name}${P_SUFFIX} ${exe} ${run_options})
endfunction()

gcnkit_cl_program(vector_add STDOUT "vector_add: 1000 sums correct")
gcnkit_cl_program(local_reduce)
gcnkit_cl_program(host_memory)
gcnkit_cl_program(profiling)
gcnkit_cl_program(program_binary)
gcnkit_cl_program(build_error)
gcnkit_cl_program(offsets_2d)
gcnkit_cl_program(atomics)
gcnkit_cl_program(struct_args)
gcnkit_cl_program(transpose)
gcnkit_cl_program(many_launches)
gcnkit_cl_program(printf STDOUT "item 0: 42 0.00 ok\nitem 16: 42 8.00 ok\nitem 32: 42 16.00 ok\nitem 48: 42 24.00 ok\nprintf: done")
gcnkit_cl_program(queries STDERR "clCreateImage2D is not implemented by gcnkit's platform")
# A fault reaches stderr naming the kernel; the program sees CL_OUT_OF_RESOURCES and goes on.
gcnkit_cl_program(fault STDOUT "wild launch: -5" STDERR "kernel 'wild' \\(launch 1\\) failed: memory violation")
# A missing barrier: reported (the program's launch succeeds); with --check=error the launch fails and exec exits 1.
gcnkit_cl_program(lds_race STDOUT "launch status 0" STDERR "kernel 'shift' \\(launch 1\\): pc 0x[0-9a-f]+ .*lds-race: ")
gcnkit_cl_program(lds_race NOBUILD SUFFIX _error EXEC --check=error STATUS 1 STDOUT "launch status -5"
                  STDERR "\\(launch 1\\) failed: .*gcnkit exec: 1 kernel launch failed")
# The -O0 debug build a kernel author makes (the programs' first argument adds build options), and one host thread.
gcnkit_cl_program(local_reduce NOBUILD SUFFIX _O0g ARGS "-cl-opt-disable -g")
gcnkit_cl_program(printf NOBUILD SUFFIX _O0g ARGS "-cl-opt-disable -g" STDOUT "item 16: 42 8.00 ok\nitem 32: 42 16.00 ok")
gcnkit_cl_program(atomics NOBUILD SUFFIX _O0_one_thread ARGS -cl-opt-disable EXEC --threads=1)
# More processors: GFX6, GFX8, MI processors (gfx942 needs the oclc_isa_version file the platform makes), GFX10.1.
gcnkit_cl_program(local_reduce NOBUILD SUFFIX _processors PROCESSORS gfx601 gfx803 gfx90a gfx942 gfx1010)
gcnkit_cl_program(atomics NOBUILD SUFFIX _processors PROCESSORS gfx803 gfx90a gfx1010)
# Started without exec: OCL_ICD_VENDORS and GCNKIT_MCPU.
gcnkit_cl_program(queries NOBUILD SUFFIX _without_exec DIRECT PROCESSORS gfx906)

# gcnkit as `cmake --install` lays it out runs an OpenCL program too: the installed exec finds the installed ICD file,
# which names the installed platform library.
if(NOT GCNKIT_SANITIZE)
  add_test(NAME Runtime.OpenCL.vector_add.installed.gfx900
           COMMAND ${CMAKE_COMMAND} -DINSTALL_FROM=${PROJECT_BINARY_DIR} -DINSTALL_PREFIX=${CMAKE_CURRENT_BINARY_DIR}/installed-opencl
                   -DMCPU=gfx900 -DPROGRAM=${cl_out}/vector_add "-DSTDOUT_MATCHES=vector_add: 1000 sums correct"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/runtime/run_program.cmake)
  set_tests_properties(Runtime.OpenCL.vector_add.installed.gfx900 PROPERTIES LABELS "runtime;quick")
endif()

get_property(programs GLOBAL PROPERTY GCNKIT_CL_PROGRAMS)
add_custom_target(gcnkit_cl_programs ALL DEPENDS ${programs})

# clinfo lists the platform and its device.
find_program(GCNKIT_CLINFO clinfo)
if(GCNKIT_CLINFO)
  add_test(NAME Runtime.OpenCL.clinfo COMMAND ${CMAKE_COMMAND} -E env OCL_ICD_VENDORS=$<TARGET_FILE_DIR:gcnkit_opencl>/vendors
           GCNKIT_MCPU=gfx1030 ${GCNKIT_PROGRAM_ENVIRONMENT} ${GCNKIT_CLINFO})
  set_tests_properties(Runtime.OpenCL.clinfo PROPERTIES LABELS "runtime;quick"
                       PASS_REGULAR_EXPRESSION "Platform Name +gcnkit.*Device Name +gfx1030.*Max work group size +256")
endif()
