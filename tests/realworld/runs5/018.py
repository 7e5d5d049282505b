# LLaMA attention ported from an Ascend recipe: rotary embedding through the fused
# ops.rotary_position_embedding, debugged on a CPU-only laptop.
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
b, n, s, d = 1, 4, 16, 32
q = Tensor(np.random.randn(b, n, s, d).astype(np.float16))
pos = np.arange(s)[:, None] / (10000 ** (np.arange(0, d, 2) / d))[None]
cos = Tensor(np.cos(np.concatenate([pos, pos], -1))[None, None].astype(np.float16))
sin = Tensor(np.sin(np.concatenate([pos, pos], -1))[None, None].astype(np.float16))
q_rot = ops.rotary_position_embedding(q, cos, sin, mode=0)
print("q_rot", q_rot.shape)
