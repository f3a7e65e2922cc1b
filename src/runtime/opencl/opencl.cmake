# gcnkit's OpenCL platform, libgcnkit-opencl.so and its ICD file: built when the OpenCL ICD headers are there
# (Debian: opencl-c-headers, ocl-icd-opencl-dev). Every slot of the ICD dispatch table (CL/cl_icd.h) is filled:
# the sources' functions, and for the rest a stub that names the entry point on stderr and returns an error.
find_path(GCNKIT_OPENCL_INCLUDE_DIR CL/cl_icd.h)
if(NOT GCNKIT_OPENCL_INCLUDE_DIR)
  message(STATUS "gcnkit: no OpenCL ICD headers (Debian: opencl-c-headers): the OpenCL platform is not built")
  return()
endif()
if(GCNKIT_FUZZ)
  return()
endif()

include(GNUInstallDirs)
set(cl_dir ${CMAKE_CURRENT_SOURCE_DIR}/runtime/opencl)
# The slot names, in the table's order, from the installed header.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${GCNKIT_OPENCL_INCLUDE_DIR}/CL/cl_icd.h)
file(READ ${GCNKIT_OPENCL_INCLUDE_DIR}/CL/cl_icd.h cl_icd_text)
string(REGEX MATCH "struct _cl_icd_dispatch {[^}]*}" cl_table "${cl_icd_text}")
string(REGEX MATCHALL "cl_api_[A-Za-z0-9_]+ [A-Za-z0-9_]+" cl_slots "${cl_table}")
set(cl_slot_def "// Generated from CL/cl_icd.h by src/runtime/opencl/opencl.cmake: the dispatch table's slots.\n")
foreach(slot ${cl_slots})
  string(REGEX REPLACE "cl_api_[A-Za-z0-9_]+ ([A-Za-z0-9_]+)" "\\1" name "${slot}")
  string(APPEND cl_slot_def "GCNKIT_CL_SLOT(${name})\n")
endforeach()
file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/cl_slots.def CONTENT "${cl_slot_def}")

file(GLOB cl_sources CONFIGURE_DEPENDS ${cl_dir}/*.cpp)
add_library(gcnkit_opencl SHARED ${cl_sources})
target_include_directories(gcnkit_opencl PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}
                           ${GCNKIT_OPENCL_INCLUDE_DIR})
target_compile_definitions(gcnkit_opencl PRIVATE CL_TARGET_OPENCL_VERSION=300 CL_USE_DEPRECATED_OPENCL_1_0_APIS
                           CL_USE_DEPRECATED_OPENCL_1_1_APIS CL_USE_DEPRECATED_OPENCL_1_2_APIS
                           CL_USE_DEPRECATED_OPENCL_2_0_APIS)
target_compile_options(gcnkit_opencl PRIVATE -fvisibility=hidden -Wno-deprecated-declarations)
target_link_libraries(gcnkit_opencl PRIVATE gcnkit_runtime)
target_link_options(gcnkit_opencl PRIVATE "LINKER:--version-script=${cl_dir}/exports.map" "LINKER:--no-undefined")
set_target_properties(gcnkit_opencl PROPERTIES OUTPUT_NAME gcnkit-opencl
                      LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/lib LINK_DEPENDS ${cl_dir}/exports.map)
# The ICD file ocl-icd reads (OCL_ICD_VENDORS=<this folder>, as `gcnkit exec` sets it): the library's path.
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/lib/vendors/gcnkit.icd
     CONTENT "${PROJECT_BINARY_DIR}/lib/libgcnkit-opencl.so\n")
install(TARGETS gcnkit_opencl LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/gcnkit COMPONENT gcnkit)
# Installed: the ICD file names the library by its installed path.
install(CODE "file(WRITE \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/gcnkit/vendors/gcnkit.icd\"
  \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/gcnkit/libgcnkit-opencl.so\\n\")" COMPONENT gcnkit)
