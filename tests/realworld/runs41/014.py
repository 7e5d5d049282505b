# Mistake: rotary embedding for the Llama port copied from a Meta-llama/GPT-J style implementation that
# rotates interleaved pairs (x0,x1),(x2,x3)...; HF LlamaAttention (whose q_proj/k_proj weights were
# converted) uses rotate_half, pairing dim i with dim i + head_dim/2. The converted weights are
# identical, but the rotated queries leave the reference dumped from the HF/torch run.
import numpy as np
import mindspore as ms
from mindspore import ops

HEAD_DIM, SEQ, HEADS, THETA = 64, 16, 4, 10000.0
rng = np.random.default_rng(0)
q = rng.normal(size=(1, HEADS, SEQ, HEAD_DIM)).astype(np.float32)

# reference: output of the HF/torch run (apply_rotary_pos_emb with rotate_half), dumped to .npy
inv_freq = 1.0 / (THETA ** (np.arange(0, HEAD_DIM, 2, dtype=np.float32) / HEAD_DIM))
freqs = np.outer(np.arange(SEQ, dtype=np.float32), inv_freq)
emb = np.concatenate([freqs, freqs], -1)
def rotate_half_np(x):
    x1, x2 = x[..., :HEAD_DIM // 2], x[..., HEAD_DIM // 2:]
    return np.concatenate([-x2, x1], -1)
np.save("ref_q_rot.npy", q * np.cos(emb) + rotate_half_np(q) * np.sin(emb))

# MindSpore port
def apply_rotary_interleaved(x, seq_len):
    t = ops.arange(seq_len).astype(ms.float32)
    inv = 1.0 / (THETA ** (ops.arange(0, HEAD_DIM, 2).astype(ms.float32) / HEAD_DIM))
    f = ops.outer(t, inv)                                   # (seq, head_dim/2)
    cos, sin = ops.cos(f), ops.sin(f)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out_even = x_even * cos - x_odd * sin
    out_odd = x_even * sin + x_odd * cos
    return ops.stack([out_even, out_odd], -1).reshape(x.shape)

out = apply_rotary_interleaved(ms.Tensor(q), SEQ).asnumpy()
ref = np.load("ref_q_rot.npy")
diff = np.abs(out - ref)
print(f"rotary parity vs HF reference: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5, err_msg="rotary embedding differs from the HF LlamaAttention reference")
