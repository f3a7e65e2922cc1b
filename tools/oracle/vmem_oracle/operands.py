"""Candidate names and the operand patterns of each memory family (DS, MUBUF/MTBUF, MIMG,
FLAT/GLOBAL/SCRATCH, EXP, VINTRP), with the check that the register numbers land in their fields."""
import contextlib
import os
import re
import subprocess

from .config import ALIGNED_GENS, LIBS, REFDIR
from .encoding import NEW, base_enc, w0, w1


SUFFIX_RE = re.compile(r"_(vi|si|ci|gfx\d+|gfx\d+_gfx\d+|e32|dpp|sdwa)$")
PREFIXES = ("ds_", "buffer_", "tbuffer_", "image_", "flat_", "global_", "scratch_", "v_interp_", "cluster_", "tensor_")


def candidates():
    names = {"exp", "export", "v_interp_p1_f32_e64", "v_interp_p2_f32_e64", "v_interp_mov_f32_e64"}
    blob = ""
    for lib in LIBS:
        if os.path.exists(lib):
            blob += subprocess.run(["strings", "-n", "4", lib], capture_output=True, text=True).stdout
    if os.path.isdir(REFDIR):
        for f in os.listdir(REFDIR):
            if f.startswith("GcnInstrs"):
                blob += open(os.path.join(REFDIR, f), errors="replace").read().lower()
    for n in re.findall(r"\b(?:ds|buffer|tbuffer|image|flat|global|scratch|v_interp|cluster|tensor)_[a-z0-9_]+", blob):
        n = SUFFIX_RE.sub("", n)
        if n.startswith(PREFIXES) and not n.endswith("_"):
            names.add(n)
    return sorted(names)


def enc_guess(name):
    for p, e in (("ds_", "DS"), ("buffer_", "MUBUF"), ("tbuffer_", "MTBUF"), ("image_", "MIMG"),
                 ("flat_", "FLAT"), ("global_", "GLOBAL"), ("scratch_", "SCRATCH"), ("v_interp_", "VINTRP"),
                 ("cluster_", "GLOBAL")):   # (GFX12.5's cluster loads are global-segment words)
        if name.startswith(p):
            return e
    if name in ("tensor_save", "tensor_stop"):   # (GFX12.5: global-segment words; tensor_load_to_lds is VIMAGE's)
        return "GLOBAL"
    return "EXP" if name in ("exp", "export") else None  # (GFX12 prints exp as export)


# ---------------------------------------------------------------------------------------------
# operand patterns.  An operand is (field, kind, text, regno) ; regno = first register number
# (checked against the encoding) or None.

# MI pass on aligned-VGPR processors (gfx90a+): tuples of two or more VGPRs start one register higher when
# the pattern's number is odd; check_fields accepts that register.
ALIGNED = [False]


@contextlib.contextmanager
def aligned_for(gen):
    """Patterns and checks of one generation: its tuples start even where it needs that (ALIGNED_GENS; the MI pass's
    setting stays)."""
    saved = ALIGNED[0]
    ALIGNED[0] = saved or gen in ALIGNED_GENS
    try:
        yield
    finally:
        ALIGNED[0] = saved


def V(n, bits):
    k = bits // 32
    if ALIGNED[0] and k > 1 and n % 2:
        n += 1
    return "v%d" % n if k == 1 else "v[%d:%d]" % (n, n + k - 1)


W = [32, 64, 96, 128]
# The word that asks an atomic for its result (GFX12: a th value, not the glc bit).
RETURN_WORD = {"gfx12": "th:TH_ATOMIC_RETURN", "gfx12_5": "th:TH_ATOMIC_RETURN"}


def op(field, kind, text, reg=None):
    return (field, kind, text, reg)


def patterns(enc, name, gen):
    P = []
    if enc == "DS":
        for suf in ("", " gds"):
            P.append(([], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5)], suf))
            P.append(([op("addr", "v32", "v1", 1)], suf))
            for w in W: P.append(([op("data0", "v%d" % w, V(10, w), 10)], suf))
            for w in W: P.append(([op("addr", "v32", "v1", 1), op("data0", "v%d" % w, V(10, w), 10)], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5), op("addr", "v32", "v1", 1)], suf))
            for w in W:
                P.append(([op("addr", "v32", "v1", 1), op("data0", "v%d" % w, V(10, w), 10),
                           op("data1", "v%d" % w, V(20, w), 20)], suf))
            for w1_ in W:
                for w2 in W:
                    P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("addr", "v32", "v1", 1),
                               op("data0", "v%d" % w2, V(10, w2), 10)], suf))
            for w1_ in W:
                for w2 in W:
                    P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("addr", "v32", "v1", 1),
                               op("data0", "v%d" % w2, V(10, w2), 10), op("data1", "v%d" % w2, V(20, w2), 20)], suf))
            for w in W: P.append(([op("vdst", "v%d" % w, V(5, w), 5), op("data0", "v%d" % w, V(10, w), 10)], suf))
            # (GFX11: ds_add_gs_reg_rtn's 64-bit result of a 32-bit datum; ds_bvh_stack_rtn_b32's 32-bit datum and
            # 128-bit data1)
            for w1_ in W:
                for w2 in W:
                    if w1_ != w2:
                        P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("data0", "v%d" % w2, V(10, w2), 10)], suf))
            for w2 in W:
                for w3 in W:
                    if w2 != w3:
                        P.append(([op("vdst", "v32", "v5", 5), op("addr", "v32", "v1", 1),
                                   op("data0", "v%d" % w2, V(10, w2), 10), op("data1", "v%d" % w3, V(20, w3), 20)], suf))
            # (GFX12's ds_bvh_stack_push8_*: a 256-bit data1)
            for w1_ in (32, 64):
                P.append(([op("vdst", "v%d" % w1_, V(5, w1_), 5), op("addr", "v32", "v1", 1),
                           op("data0", "v32", "v10", 10), op("data1", "v256", V(20, 256), 20)], suf))
    elif enc in ("MUBUF", "MTBUF"):
        rs = [op("srsrc", "s128", "s[8:11]"), op("soffset", "soff", "s3")]
        P.append(([], ""))
        for w in W + [160]:
            P.append(([op("vdata", "v%d" % w, V(10, w), 10), op("vaddr", "vaddr", "off")] + rs, ""))
        P.append(([op("vaddr", "vaddr", "off")] + rs, " lds"))
        P.append((rs, " lds"))
        P.append((rs, ""))
    elif enc == "MIMG":
        dms = [(32, "0x1"), (64, "0x3"), (96, "0x7"), (128, "0xf"), (128, "0x1"), (64, "0x1")]
        dims = [""] if gen not in NEW else [" dim:SQ_RSRC_IMG_1D", " dim:SQ_RSRC_IMG_2D_MSAA"]
        for (w, dm) in dms:
            for ssamp in (False, True):
                for na in range(1, 13):
                    for d in dims:
                        for addr in image_addresses(gen, na):
                            ops = [op("vdata", "v%d" % w, V(10, w), 10), op("vaddr", "maddr", addr, 1),
                                   op("srsrc", "s256", "s[8:15]")]
                            if ssamp:
                                ops.append(op("ssamp", "s128", "s[16:19]"))
                            P.append((ops, " dmask:%s%s" % (dm, d)))
        for na in range(8, 13):   # image_bvh*_intersect_ray
            P.append(([op("vdata", "v128", V(10, 128), 10), op("vaddr", "maddr", V(1, 32 * na), 1),
                       op("srsrc", "s128", "s[8:11]")], ""))
        if gen == "gfx12":        # (GFX12's lists: node, extent, origin, direction, inverse direction)
            for node in (1, 2):
                for a16 in (False, True):
                    e = [V(1, 32 * node), "v%d" % (1 + node), V(2 + node, 96)] + (
                        [V(5 + node, 96)] if a16 else [V(5 + node, 96), V(8 + node, 96)])
                    P.append(([op("vdata", "v128", V(10, 128), 10), op("vaddr", "maddr", "[%s]" % ", ".join(e), 1),
                               op("srsrc", "s128", "s[8:11]")], " a16" if a16 else ""))
            # (image_bvh8_intersect_ray and image_bvh_dual_intersect_ray: a 64-bit node, a 64-bit extent and
            # instance mask, origin, direction, and a 32- or 64-bit node offset; ten result VGPRs)
            for offset in (1, 2):
                e = [V(1, 64), V(3, 64), V(5, 96), V(8, 96), V(11, 32 * offset)]
                P.append(([op("vdata", "v320", V(20, 320), 20), op("vaddr", "maddr", "[%s]" % ", ".join(e), 1),
                           op("srsrc", "s128", "s[8:11]")], ""))
    elif enc in ("FLAT", "GLOBAL", "SCRATCH"):
        if enc == "FLAT":
            addrs = [[op("vaddr", "v64", V(1, 64), 1)]]
            tail = [[]]
        elif enc == "GLOBAL":
            addrs = [[op("vaddr", "v64", V(1, 64), 1)], [op("vaddr", "v32", "v1", 1)], []]
            tail = [[op("saddr", "saddr", "off")], [op("saddr", "saddr", "s[2:3]")]]
        else:
            addrs = [[op("vaddr", "voff32", "v1", 1)], [op("vaddr", "voff32", "off")]]
            tail = [[op("saddr", "saddr", "off")], [op("saddr", "saddr", "s2")]]
        for a in addrs:
            for t in tail:
                for w in W + [1024]:  # (1024: GFX12's block loads and stores, 32 VGPRs)
                    P.append(([op("vdst", "v%d" % w, V(5 if w < 1024 else 0, w), 5 if w < 1024 else 0)] + a + t, ""))
                for w in W + [1024]:
                    P.append((a + [op("vdata", "v%d" % w, V(10 if w < 1024 else 0, w), 10 if w < 1024 else 0)] + t, ""))
                for w in W:
                    for w2 in W:
                        P.append(([op("vdst", "v%d" % w, V(5, w), 5)] + a + [op("vdata", "v%d" % w2, V(10, w2), 10)] + t,
                                  " " + RETURN_WORD.get(gen, "glc")))
        for t in tail:
            P.append((t, ""))
            for w in W:
                P.append(([op("vdst", "v%d" % w, V(5, w), 5)] + t, ""))
        P.append(([], ""))
        for a in addrs:      # an address and no data (gfx940+ global_load_lds_*, scratch_load_lds_*)
            for t in tail:
                if a:
                    P.append((a + t, ""))
    elif enc == "EXP":
        s = [op("src%d" % i, "expsrc", "v%d" % (i + 1), i + 1) for i in range(4)]
        P.append(([op("tgt", "exptgt", "mrt0")] + s, ""))
    elif enc in ("VINTRP", "VOP3"):
        at = op("attr", "attrchan", "attr0.x")
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "v32", "v1", 1), at], ""))
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "pslot", "p10"), at], ""))
        P.append(([op("vdst", "v32", "v5", 5), op("vsrc", "v32", "v1", 1), at, op("src2", "v32", "v2", 2)], ""))
        P.append(([op("vdst", "v32", "v5", 5), at, op("vsrc", "v32", "v1", 1)], ""))
    return P


def image_addresses(gen, na):
    """An image address of na VGPRs as written: a tuple, or on GFX12 a list of at most 4 or 5 entries, the last a
    tuple of the rest (one VGPR alone stays a register)."""
    if gen != "gfx12" or na == 1:
        return [V(1, 32 * na)]
    out = []
    for k in (4, 5):
        n = min(na, k)
        e = ["v%d" % (1 + i) for i in range(n - 1)] + [V(n, 32 * (na - n + 1))]
        out.append("[%s]" % ", ".join(e))
    return list(dict.fromkeys(out))


def render(name, ops, suf):
    s = name
    if ops:
        s += " " + ", ".join(o[2] for o in ops)
    return s + suf


FIELD_POS = {  # enc -> field -> function(bytes) giving the register number stored there
    "DS": {"addr": lambda b: b[4], "data0": lambda b: b[5], "data1": lambda b: b[6], "vdst": lambda b: b[7]},
    "MUBUF": {"vdata": lambda b: b[5]},
    "MTBUF": {"vdata": lambda b: b[5]},
    "MIMG": {"vdata": lambda b: b[5], "vaddr": lambda b: b[4] if (w0(b) >> 1) & 3 == 0 else 1},
    "FLAT": {"vaddr": lambda b: b[4], "vdata": lambda b: b[5], "vdst": lambda b: b[7]},
    "EXP": {"src0": lambda b: b[4], "src1": lambda b: b[5], "src2": lambda b: b[6], "src3": lambda b: b[7]},
    "VINTRP": {"vdst": lambda b: (w0(b) >> 18) & 0xff, "vsrc": lambda b: b[0]},
    "VOP3": {"vdst": lambda b: b[0], "vsrc": lambda b: ((w1(b) >> 9) & 0x1ff) - 256,
             "src2": lambda b: ((w1(b) >> 18) & 0x1ff) - 256},
}


# GFX12's 96-bit VFLAT words: vdst in dword1's low byte, vdata in its bits 30:23, vaddr in dword2's low byte.
FIELD_POS_96 = {"FLAT": {"vaddr": lambda b: b[8], "vdata": lambda b: (w1(b) >> 23) & 0xff, "vdst": lambda b: b[4]},
                "MUBUF": {"vdata": lambda b: b[4]}, "MTBUF": {"vdata": lambda b: b[4]},
                "MIMG": {"vdata": lambda b: b[4], "vaddr": lambda b: b[8]}}


def check_fields(enc, ops, b):
    fp = (FIELD_POS_96 if len(b) == 12 else FIELD_POS).get(base_enc(enc), {})
    for f, k, t, r in ops:
        if r is not None and f in fp and len(b) >= 4:
            try:
                if fp[f](b) != r and not (ALIGNED[0] and fp[f](b) == r + 1):
                    return False
            except IndexError:
                return False
    return True


def real_enc(enc, b):
    """VINTRP names assembled to 8 bytes are the VOP3 forms."""
    if enc == "VINTRP" and len(b) == 8:
        return "VOP3"
    return enc


def mnem(text):
    return text.split()[0] if text else ""


# ---------------------------------------------------------------------------------------------
# modifiers

def with_vdata_width(ops, delta_bits=0, newbits=None):
    out = []
    for f, k, t, r in ops:
        if f in ("vdata", "vdst") and k.startswith("v") and k[1:].isdigit():
            bits = newbits if newbits else int(k[1:]) + delta_bits
            bits = max(32, bits)
            out.append((f, "v%d" % bits, V(r, bits), r))
        else:
            out.append((f, k, t, r))
    return out


def set_field(ops, field, text):
    return [(f, k, text if f == field else t, r) for f, k, t, r in ops]


def drop_field(ops, field):
    return [o for o in ops if o[0] != field]
