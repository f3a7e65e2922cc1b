.amdgpu_metadata
---
amdhsa.version: [ 1, 0 ]
amdhsa.printf: [ "1:1:4:%d\n", 'abc' ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: '48'
    .group_segment_fixed_size: 0x10
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 300
    .vgpr_count: 70000
    .max_flat_workgroup_size: 4294967296
    .language: OpenCL C
    .language_version: [ 2, 0 ]
    .uses_dynamic_stack: false
    .x_bool1: true
    .x_bool2: True
    .x_bool3: yes
    .x_bool4: on
    .x_null: ~
    .x_null2: null
    .x_float: 1.5
    .x_float2: 3.14159
    .x_float3: 1e3
    .x_neg: -5
    .x_neg2: -200
    .x_neg3: -40000
    .x_oct: 010
    .x_str: "12"
    .x_empty: ''
    .x_long: abcdefghijabcdefghijabcdefghijab
    .args:
      - .name: a
        .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
        .is_const: false
        .access: read_only
...
.end_amdgpu_metadata
