# Sentence-embedding head port, checked against activations dumped from the PyTorch reference.
# torch: emb = F.normalize(mean_pooled, p=2, dim=-1)          (eps=1e-12)
# port:  emb = ops.L2Normalize(axis=-1)(mean_pooled)           (MindSpore default epsilon=1e-4)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

rng = np.random.default_rng(0)
# mean-pooled hidden states of a small model after the final LayerNorm: small magnitudes
pooled = (rng.standard_normal((8, 64)) * 1e-3).astype(np.float32)
torch_ref = pooled / np.maximum(np.linalg.norm(pooled, axis=-1, keepdims=True), 1e-12)   # F.normalize

ms_out = ops.L2Normalize(axis=-1)(Tensor(pooled)).asnumpy()
diff = np.abs(ms_out - torch_ref).max()
print(f"pooled norm mean {np.linalg.norm(pooled, axis=-1).mean():.5f}")
print(f"max abs diff vs torch reference: {diff:.3e}")
np.testing.assert_allclose(ms_out, torch_ref, rtol=1e-4, atol=1e-5,
                           err_msg="ported embedding head does not match the PyTorch reference")
print("parity OK")
