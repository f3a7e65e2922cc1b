"""The corpus's cases: for every kernel of tests/corpus/kernels, its grid, block and arguments (how each input is made,
how each output is compared with the host twin's). The argument types come from the kernel's metadata (harness.py);
a case gives the element type of its buffers, the values of its scalars and the fields of its structs."""

from dataclasses import dataclass, field

# How an output compares (tests/twin/README.md's tolerance model).
EXACT, ANY_ZERO, SORTED = "exact", "any-zero", "sorted"


def ulp(n):
    return f"ulp:{n}"


FLOAT_ULP = ulp(8)    # OpenCL's bound for the float functions used (atan2: 6) + the host library's 1 + 1
DOUBLE_ULP = ulp(18)  # pow: 16, + 2


@dataclass(frozen=True)
class Fill:
    kind: str            # zero | random (any bits) | bounded (uniform in [lo, hi]) | specials | values
    lo: float = 0
    hi: float = 0
    values: tuple = ()


ZERO = Fill("zero")
RANDOM = Fill("random")


def bounded(lo, hi):
    return Fill("bounded", lo, hi)


def specials(lo_exp, hi_exp):
    return Fill("specials", lo_exp, hi_exp)


def values(*v):
    return Fill("values", values=tuple(v))


@dataclass
class Buffer:
    elem: str            # u8 i8 u16 i16 u32 i32 u64 i64 f16 f32 f64
    count: int
    fill: Fill = ZERO
    output: bool = False
    compare: str = EXACT


def In(elem, count, fill):
    return Buffer(elem, count, fill)


def Out(elem, count, compare=EXACT, fill=ZERO):
    return Buffer(elem, count, fill, True, compare)


@dataclass
class Scalar:
    value: object        # its type is the metadata's


@dataclass
class Struct:
    fields: list         # [(elem, value or [values])], laid out with each field at its natural alignment


@dataclass
class Local:
    bytes: int           # a __local pointer argument's block per work-group


@dataclass
class Case:
    source: str
    kernel: str
    grid: tuple
    block: tuple
    args: list
    shared: int = 0      # HIP's dynamic shared memory (extern __shared__) per work-group
    prints: bool = False  # the kernel calls printf: its output is compared too
    wave_dependent: bool = False  # results differ between wave32 and wave64 (lane operations)
    features: tuple = ()  # what the kernel exercises, for the classification of failures

    def twin_wave(self, wave):
        """The wave size the host twin runs at for a build of `wave`: the build's when the results depend on it,
        and for printf, whose output is ordered by wave (a wave's calls come before the next wave's); else 64."""
        return wave if self.wave_dependent or self.prints else 64


def _f32_specials_for_division():
    # Quotients at the ends of the range: tiny over huge (rounds to 0), huge over tiny (overflow), denormal
    # results, FLT_MIN / 1.5 (a denormal that rounds), exact cases, signed zeros, infinities and NaN.
    a = [-1e-38, 1e-30, 3.0e38, 1e-45, 1.17549435e-38, 6.0, -0.0, 0.0, float("inf"), 1.0, 7.0, 1e38, -2.5e-39,
         9.8e-39, 1e-10, float("nan")]
    b = [3.0e38, 1e30, 1e-5, 2.0, 1.5, 3.0, 5.0, 0.0, 2.0, float("inf"), -7.0, 0.25, 3.0, 1.0000001, 1e30, 1.0]
    return a, b


def _f64_specials_for_division():
    a = [-1e-300, 1e-300, 1.7e308, 5e-324, 2.2250738585072014e-308, 6.0, -0.0, 0.0, float("inf"), 1.0, 7.0,
         1e308, -4.9e-309, 3.3e-310, 1e-200, float("nan")]
    b = [1e300, 1e300, 1e-10, 2.0, 1.5, 3.0, 5.0, 0.0, 2.0, float("inf"), -7.0, 0.5, 3.0, 1.0000000000000002,
         1e200, 1.0]
    return a, b


def cases():
    """Every case, in a stable order."""
    v = []
    n = 256

    # ---- cl_globals.cl
    v.append(Case("cl_globals.cl", "const_tables", (250,), (64,),
                  [In("u32", 250, RANDOM), Out("u32", 250), Out("f32", 250), Out("i32", 250), Scalar(250)],
                  features=("globals",)))
    v.append(Case("cl_globals.cl", "global_vars", (128,), (128,), [Out("i32", 128 * 4), Out("u32", 128)],
                  features=("globals", "atomics")))
    v.append(Case("cl_globals.cl", "global_pointers", (96,), (32,),
                  [Out("i32", 96 * 2), Out("u8", 96 * 4), Scalar(96)], features=("globals", "relocations")))

    # ---- cl_library.cl
    v.append(Case("cl_library.cl", "math_float", (n,), (64,),
                  [In("f32", n, bounded(-50, 50)), In("f32", n, bounded(0.5, 8)), Out("f32", n * 10, FLOAT_ULP),
                   Out("f32", n * 8), Scalar(n)], features=("library",)))
    v.append(Case("cl_library.cl", "math_double", (n,), (64,),
                  [In("f64", n, bounded(-50, 50)), In("f64", n, bounded(0.5, 8)), Out("f64", n * 6, DOUBLE_ULP),
                   Out("f64", n * 5), Scalar(n)], features=("library",)))
    v.append(Case("cl_library.cl", "int_builtins", (n,), (64,),
                  [In("u32", n, RANDOM), In("u32", n, RANDOM), Out("u32", n * 16), Scalar(n)], features=("library",)))
    v.append(Case("cl_library.cl", "int64_arith", (200,), (64,),
                  [In("u64", 200, RANDOM), In("u64", 200, RANDOM), Out("u64", 200 * 12), Out("f64", 400), Scalar(200)],
                  features=("int64",)))

    # ---- cl_calls.cl
    v.append(Case("cl_calls.cl", "call_chain", (200,), (64,),
                  [In("u32", 200, RANDOM), Out("u32", 400), Out("f32", 200), Scalar(200)], features=("calls",)))
    v.append(Case("cl_calls.cl", "recursion", (128,), (64,),
                  [In("u32", 255, RANDOM), Out("u32", 256), Scalar(255), Scalar(128)],
                  features=("calls", "recursion")))
    v.append(Case("cl_calls.cl", "private_arrays", (160,), (32,),
                  [In("u32", 160, RANDOM), Out("u32", 160 * 16), Out("u32", 160), Out("u32", 160), Scalar(160)],
                  features=("private",)))

    # ---- cl_printf.cl
    v.append(Case("cl_printf.cl", "printf_integers", (24,), (8,), [In("i32", 24, bounded(-2000000, 2000000)), Scalar(24)],
                  prints=True, features=("printf",)))
    v.append(Case("cl_printf.cl", "printf_floats", (12,), (4,),
                  [In("f32", 12, bounded(-1000, 1000)), In("f64", 12, bounded(-1e6, 1e6)), Scalar(12)],
                  prints=True, features=("printf",)))
    v.append(Case("cl_printf.cl", "printf_text_vectors", (16,), (4,), [In("i32", 16, bounded(-100000, 100000)), Scalar(16)],
                  prints=True, features=("printf",)))

    # ---- cl_waves.cl, cl_subgroups.cl
    for k, width in (("wave_vote", 6), ("wave_dpp", 4), ("wave_permute", 6)):
        v.append(Case("cl_waves.cl", k, (n,), (128,), [In("u32", n, RANDOM), Out("u32", n * width)],
                      wave_dependent=True, features=("lanes",)))
    v.append(Case("cl_subgroups.cl", "subgroup_ops", (n,), (128,),
                  [In("i32", n, bounded(-1048576, 1048576)), Out("i32", n * 8)], wave_dependent=True,
                  features=("lanes", "subgroups")))

    # ---- cl_memory.cl
    v.append(Case("cl_memory.cl", "atomics_global", (300,), (64,),
                  [In("i32", 300, RANDOM), Out("i32", 9, fill=values(0, 0, 0x7fffffff, -0x80000000, -1, 0, 0, 0, 0)),
                   Out("u64", 3, fill=values(0, 0, 0)), Out("u32", 300, SORTED), Out("i32", 300, SORTED), Scalar(300)],
                  features=("atomics",)))
    v.append(Case("cl_memory.cl", "atomics_local_float", (512,), (128,),
                  [In("u32", 512, RANDOM), Out("u32", 33), Out("f32", 1)], features=("atomics", "lds")))
    v.append(Case("cl_memory.cl", "lds_arguments", (512,), (128,),
                  [In("f32", 512, specials(-10, 10)), Out("f32", 4), Out("u32", 4), Local(128 * 4), Local(4)],
                  features=("dynamic-lds",)))
    v.append(Case("cl_memory.cl", "block_scan", (512,), (256,), [In("u32", 512, RANDOM), Out("u32", 512)],
                  features=("barriers", "lds")))
    v.append(Case("cl_memory.cl", "tile_transpose", (48, 32), (16, 16),
                  [In("i32", 48 * 32, bounded(-1048576, 1048576)), Out("i32", 48 * 32), Scalar(48), Scalar(32)],
                  features=("barriers", "lds")))

    # ---- cl_types.cl
    params = Struct([("f32", 1.5), ("i32", -3), ("u8", 1), ("f64", 0.25), ("i16", [1, 2, 3])])
    v.append(Case("cl_types.cl", "struct_args", (100,), (64,),
                  [In("f32", 100, bounded(-100, 100)), Out("f32", 100), Out("i32", 300), params,
                   Struct([("u32", 0x12345678), ("u32", 1000)]), Scalar(100)], features=("structs", "calls")))
    v.append(Case("cl_types.cl", "half_precision", (n,), (64,),
                  [In("f32", n, specials(-26, 17)), Out("f16", n * 4), Out("f16", n * 4, ANY_ZERO), Scalar(n)],
                  features=("half",)))
    fa, fb = _f32_specials_for_division()
    da, db = _f64_specials_for_division()
    v.append(Case("cl_types.cl", "division_edges", (16,), (16,),
                  [In("f32", 16, values(*fa)), In("f32", 16, values(*fb)), In("f64", 16, values(*da)),
                   In("f64", 16, values(*db)), Out("f32", 32), Out("f64", 32), Scalar(16)], features=("division",)))
    v.append(Case("cl_types.cl", "divergent_flow", (n,), (64,),
                  [In("u32", n, RANDOM), Out("u32", n * 4), Scalar(n)], features=("divergence", "calls")))

    # ---- hip_globals_calls.hip
    v.append(Case("hip_globals_calls.hip", "hip_globals", (200,), (64,),
                  [In("i32", 200, bounded(-100000, 100000)), Out("i32", 800), Out("f64", 200), Scalar(200)],
                  features=("globals", "relocations")))
    v.append(Case("hip_globals_calls.hip", "hip_device_vars", (256,), (256,), [Out("u32", 256)],
                  features=("globals", "atomics")))
    v.append(Case("hip_globals_calls.hip", "hip_calls", (128,), (64,),
                  [In("u32", 128, RANDOM), Out("u64", 128), Out("u32", 128), Out("i32", 128), Scalar(128)],
                  features=("calls", "recursion", "indirect-calls", "relocations")))

    # ---- hip_printf.hip, hip_printf_buffered.hip
    v.append(Case("hip_printf.hip", "hip_printf_conversions", (8,), (4,),
                  [In("i32", 8, bounded(-2000000, 2000000)), In("f64", 8, bounded(-1e5, 1e5)), Scalar(8)],
                  prints=True, features=("printf", "hostcall")))
    v.append(Case("hip_printf.hip", "hip_printf_order", (200,), (64,), [In("u32", 200, bounded(0, 1000)), Scalar(200)],
                  prints=True, features=("printf", "hostcall")))
    v.append(Case("hip_printf_buffered.hip", "hip_printf_buffered", (128,), (64,),
                  [In("i32", 128, bounded(-5000, 5000)), In("f32", 128, bounded(-100, 100)), Scalar(128)],
                  prints=True, features=("printf",)))

    # ---- hip_lanes_shared.hip
    v.append(Case("hip_lanes_shared.hip", "hip_wave_ops", (n,), (128,), [In("u32", n, RANDOM), Out("u32", n * 5)],
                  wave_dependent=True, features=("lanes",)))
    v.append(Case("hip_lanes_shared.hip", "hip_dynamic_shared", (384,), (128,),
                  [In("i32", 384, bounded(-1000000, 1000000)), Out("i32", 384), Scalar(9)], shared=128 * 4,
                  features=("dynamic-lds",)))
    v.append(Case("hip_lanes_shared.hip", "hip_shared_atomics", (512,), (256,),
                  [In("u32", 512, RANDOM), Out("u32", 32), Out("u32", 2)], features=("atomics", "lds")))

    # ---- hip_math_types.hip
    v.append(Case("hip_math_types.hip", "hip_math_lib", (n,), (64,),
                  [In("f32", n, bounded(-40, 40)), In("f64", n, bounded(-40, 40)), Out("f32", n * 6, FLOAT_ULP),
                   Out("f64", n * 4, DOUBLE_ULP), Scalar(n)], features=("library",)))
    v.append(Case("hip_math_types.hip", "hip_int_builtins", (n,), (64,),
                  [In("u32", n, RANDOM), In("u64", n, RANDOM), Out("u32", n * 8), Scalar(n)], features=("library",)))
    shape = Struct([("i8", 5), ("f64", 2.5), ("i32", 6), ("f32", 0.75), ("u16", 0xbeef)])
    v.append(Case("hip_math_types.hip", "hip_struct_int64", (150,), (64,),
                  [shape, In("i64", 150, RANDOM), Out("i64", 600), Out("f64", 150), Scalar(150)],
                  features=("structs", "int64")))
    v.append(Case("hip_math_types.hip", "hip_half", (n,), (64,),
                  [In("f16", n, specials(-14, 8)), In("f16", n, specials(-14, 8)), Out("f16", n * 3), Out("f32", n),
                   Scalar(n)], features=("half",)))
    return v
