// Code object V2 YAML metadata: arguments, attributes, code properties and printf strings, which llvm-mc
// rewrites through its schema (key order, defaults dropped, ValueType no longer written).
.hsa_code_object_version 2,1
.hsa_code_object_isa
.amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Printf: [ '1:1:4:%d\n', "2:0:hello" ]
Kernels:
  - Name: scale
    SymbolName: 'scale@kd'
    Language: OpenCL C
    LanguageVersion: [ 2, 0 ]
    Attrs:
      ReqdWorkGroupSize: [ 64, 1, 1 ]
      VecTypeHint: float4
    Args:
      - Name: out
        TypeName: 'float*'
        Size: 8
        Align: 8
        ValueKind: GlobalBuffer
        ValueType: F32
        AddrSpaceQual: Global
        AccQual: Default
        IsRestrict: true
      - Size: 4
        Align: 4
        ValueKind: ByValue
        ValueType: F32
        IsConst: false
      - Size: 8
        Align: 8
        ValueKind: HiddenGlobalOffsetX
        ValueType: I64
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16
      KernargSegmentAlign: 8
      WavefrontSize: 64
      NumSGPRs: 12
      NumVGPRs: 3
      MaxFlatWorkGroupSize: 256
      IsXNACKEnabled: false
    DebugProps:
      ReservedNumVGPRs: 2
...
.end_amd_amdgpu_hsa_metadata
.text
.globl scale
.p2align 8
.amdgpu_hsa_kernel scale
scale:
.amd_kernel_code_t
  enable_sgpr_kernarg_segment_ptr = 1
  kernarg_segment_byte_size = 24
.end_amd_kernel_code_t
  s_endpgm
