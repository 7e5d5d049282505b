# Migration check: outputs of the ported attention block vs the reference activations dumped from the
# PyTorch run (here recomputed with numpy in float32). The torch inference used torch.autocast, so the
# port wraps the block with amp.auto_mixed_precision(..., "O3") "to match".
import numpy as np
import mindspore as ms
from mindspore import nn, ops, amp

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

D, H, S = 64, 4, 32

class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(D, 3 * D)
        self.proj = nn.Dense(D, D)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = ops.split(self.qkv(x), D, axis=-1)
        q = q.reshape(b, s, H, D // H).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, H, D // H).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, H, D // H).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) / (D // H) ** 0.5, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, D)
        return self.proj(y)

def reference(x, p):
    b, s, _ = x.shape
    qkv = x @ p["qkv.weight"].T + p["qkv.bias"]
    q, k, v = np.split(qkv, 3, axis=-1)
    sh = lambda t: t.reshape(b, s, H, D // H).transpose(0, 2, 1, 3)
    q, k, v = sh(q), sh(k), sh(v)
    sc = q @ k.transpose(0, 1, 3, 2) / np.sqrt(D // H)
    sc = np.exp(sc - sc.max(-1, keepdims=True)); sc /= sc.sum(-1, keepdims=True)
    y = (sc @ v).transpose(0, 2, 1, 3).reshape(b, s, D)
    return y @ p["proj.weight"].T + p["proj.bias"]

block = SelfAttention()
p = {k: v.asnumpy() for k, v in block.parameters_and_names()}
block = amp.auto_mixed_precision(block, "O3")

x = (np.random.default_rng(0).normal(size=(2, S, D)) * 3).astype(np.float32)
out = block(ms.Tensor(x)).astype(ms.float32).asnumpy()
ref = reference(x, p).astype(np.float32)
diff = np.abs(out - ref)
print(f"output dtype check: {block(ms.Tensor(x)).dtype}, max abs diff {diff.max():.3e}, mean abs diff {diff.mean():.3e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4,
                           err_msg="ported SelfAttention does not match the PyTorch reference")
print("parity OK")
