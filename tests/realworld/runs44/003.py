# Mixtral-style sparse MoE layer ported from HF transformers (router z-loss + load balancing loss)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

HIDDEN, N_EXPERTS, TOP_K, TOKENS = 32, 4, 2, 64
Z_LOSS_COEF, AUX_LOSS_COEF = 1e-3, 1e-2


class SparseMoE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gate = nn.Dense(HIDDEN, N_EXPERTS, has_bias=False)
        self.experts = nn.CellList([nn.SequentialCell(nn.Dense(HIDDEN, 64), nn.SiLU(), nn.Dense(64, HIDDEN))
                                    for _ in range(N_EXPERTS)])

    def construct(self, h):
        router_logits = self.gate(h)
        probs = ops.softmax(router_logits, axis=-1)
        topv, topi = ops.topk(probs, TOP_K)
        topv = topv / topv.sum(-1, keepdims=True)
        out = ops.zeros_like(h)
        for e in range(N_EXPERTS):
            w = (topv * (topi == e).astype(ms.float32)).sum(-1, keepdims=True)
            out = out + w * self.experts[e](h)
        # torch: z_loss = torch.logsumexp(router_logits, dim=-1).pow(2).mean()
        z_loss = mint.logsumexp(router_logits, dim=-1).pow(2).mean()
        density = ops.one_hot(topi[:, 0], N_EXPERTS, ms.Tensor(1.0), ms.Tensor(0.0)).mean(0)
        aux_loss = (density * probs.mean(0)).sum() * N_EXPERTS
        return out, Z_LOSS_COEF * z_loss + AUX_LOSS_COEF * aux_loss


moe = SparseMoE()
head = nn.Dense(HIDDEN, 1)
params = moe.trainable_params() + head.trainable_params()
opt = nn.Adam(params, learning_rate=5e-3)


def forward(x, y):
    h, router_loss = moe(x)
    pred = head(h).squeeze(-1)
    return ((pred - y) ** 2).mean() + router_loss


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
x = ms.Tensor(rng.standard_normal((TOKENS, HIDDEN)).astype(np.float32))
y = ms.Tensor(rng.standard_normal(TOKENS).astype(np.float32))
for step in range(20):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step:02d} loss={loss.asnumpy():.5f}")
