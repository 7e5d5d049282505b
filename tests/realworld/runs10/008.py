# Parity check of a RoPE port: the reference is the HF Llama implementation (rotate_half: the head dim split into
# two halves), the MindSpore port rotates interleaved pairs (GPT-J / Meta-checkpoint layout) while the q/k weights
# were converted with the HF layout (no permutation). Same inputs, same weights; outputs compared.
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(0)
B, S, NH, D = 2, 16, 4, 32
q = rng.normal(size=(B, NH, S, D)).astype(np.float32)
inv = 1.0 / (10000 ** (np.arange(0, D, 2) / D))
freqs = np.outer(np.arange(S), inv)
cos, sin = np.cos(freqs).astype(np.float32), np.sin(freqs).astype(np.float32)
def hf_reference(x):
    c = np.concatenate([cos, cos], -1); s = np.concatenate([sin, sin], -1)
    rot = np.concatenate([-x[..., D // 2:], x[..., :D // 2]], -1)
    return x * c + rot * s
def ms_rope(x):
    x = Tensor(x)
    x1, x2 = x[..., 0::2], x[..., 1::2]
    c, s = Tensor(cos), Tensor(sin)
    out = ops.stack([x1 * c - x2 * s, x1 * s + x2 * c], -1)
    return out.reshape(x.shape).asnumpy()
ref, got = hf_reference(q), ms_rope(q)
print(f"max abs diff {np.abs(ref - got).max():.4e}, mean abs diff {np.abs(ref - got).mean():.4e}")
np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5, err_msg="RoPE output of the MindSpore port differs from the HF reference")
print("parity OK")
