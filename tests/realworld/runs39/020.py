# Parity check of a ported ViT pre-norm block against outputs saved from the PyTorch reference run.
# torch nn.LayerNorm(dim) has eps=1e-5 by default (HF ViTConfig layer_norm_eps is 1e-12 for ViT, but this
# timm-style reference model used the torch default); the port uses mindspore nn.LayerNorm((dim,)) whose
# default epsilon is 1e-7.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
DIM = 64

# hidden states right after patch embedding (small-scale activations, std ~0.01)
x = (rng.standard_normal((2, 50, DIM)) * 0.01).astype(np.float32)
gamma = (1.0 + 0.1 * rng.standard_normal(DIM)).astype(np.float32)
beta = (0.01 * rng.standard_normal(DIM)).astype(np.float32)


def torch_reference_layernorm(h, eps=1e-5):   # reproduces the saved reference: torch nn.LayerNorm(64)
    mu = h.mean(-1, keepdims=True)
    var = h.var(-1, keepdims=True)
    return (h - mu) / np.sqrt(var + eps) * gamma + beta


ref = torch_reference_layernorm(x.astype(np.float64)).astype(np.float32)

ln = nn.LayerNorm((DIM,))                     # port: torch nn.LayerNorm(DIM)
ln.gamma.set_data(Tensor(gamma)); ln.beta.set_data(Tensor(beta))
out = ln(Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"norm1 parity vs torch: max_abs_diff {diff.max():.4e} mean_abs_diff {diff.mean():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
print("parity OK")
