# Migration parity run: MindSpore port of the Annotated-Transformer style encoder (custom LayerNorm),
# checked against a NumPy transcription of the original PyTorch module on the same weights, then trained.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
D, T, V, C = 16, 10, 50, 5


class LayerNorm(nn.Cell):
    """Port of: a_2 * (x - mean) / (x.std(-1, keepdim=True) + eps) + b_2"""
    def __init__(self, features, eps=1e-6):
        super().__init__()
        self.a_2 = ms.Parameter(ops.ones(features, ms.float32), name="a_2")
        self.b_2 = ms.Parameter(ops.zeros(features, ms.float32), name="b_2")
        self.eps = eps

    def construct(self, x):
        mean = x.mean(-1, keep_dims=True)
        std = x.std(-1, keepdims=True)
        return self.a_2 * (x - mean) / (std + self.eps) + self.b_2


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.ff1 = nn.Dense(D, 4 * D)
        self.ff2 = nn.Dense(4 * D, D)
        self.norm = LayerNorm(D)
        self.out = nn.Dense(D, C)

    def construct(self, ids):
        h = self.emb(ids)
        h = self.norm(h + self.ff2(ops.relu(self.ff1(h))))
        return self.out(h.mean(1))


def reference_forward(p, ids):
    """NumPy transcription of the PyTorch reference model (torch semantics)."""
    h = p["emb.embedding_table"][ids]
    f = np.maximum(h @ p["ff1.weight"].T + p["ff1.bias"], 0) @ p["ff2.weight"].T + p["ff2.bias"]
    x = h + f
    mean = x.mean(-1, keepdims=True)
    std = x.std(-1, keepdims=True, ddof=1)  # torch.Tensor.std default
    x = p["norm.a_2"] * (x - mean) / (std + 1e-6) + p["norm.b_2"]
    return x.mean(1) @ p["out.weight"].T + p["out.bias"]


def reference_loss(logits, y):
    z = logits - logits.max(1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())


net = Encoder()
rng = np.random.default_rng(0)
ids = rng.integers(0, V, (64, T)).astype(np.int32)
y = (ids[:, 0] % C).astype(np.int32)
params = {p.name: p.asnumpy() for p in net.get_parameters()}
ms_logits = net(ms.Tensor(ids)).asnumpy()
ref_logits = reference_forward(params, ids)
print(f"forward parity: max_abs_diff={np.abs(ms_logits - ref_logits).max():.6e} "
      f"mean_abs_diff={np.abs(ms_logits - ref_logits).mean():.6e} (rtol=1e-4, atol=1e-5) "
      f"allclose={np.allclose(ms_logits, ref_logits, rtol=1e-4, atol=1e-5)}")

opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for step in range(60):
    bi = rng.integers(0, V, (32, T)).astype(np.int32)
    by = (bi[:, 0] % C).astype(np.int32)
    params = {p.name: p.asnumpy() for p in net.get_parameters()}
    ref = reference_loss(reference_forward(params, bi), by)
    loss, grads = grad_fn(ms.Tensor(bi), ms.Tensor(by))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} ms_loss {loss.asnumpy():.6f} ref_loss {ref:.6f} diff {abs(loss.asnumpy() - ref):.3e}")
