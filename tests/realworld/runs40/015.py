# Mistake: HF Mixtral-style MoE dispatch `for expert_idx in torch.unique(selected_experts): ...`
# ported into a GRAPH_MODE construct as `for i in range(active.shape[0])`. ops.unique has a dynamic
# output shape, so at compile time the loop bound is unknown (-1), the Python range is empty and the
# per-expert outputs list stays empty when it is stacked.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class SparseMoE(nn.Cell):
    def __init__(self, hidden=32, num_experts=4, top_k=1):
        super().__init__()
        self.gate = nn.Dense(hidden, num_experts, has_bias=False)
        self.experts = nn.CellList([nn.Dense(hidden, hidden) for _ in range(num_experts)])
        self.top_k = top_k

    def construct(self, x):
        logits = self.gate(x)
        _, selected = ops.topk(logits, self.top_k)
        active = ops.unique(selected.reshape(-1))[0]
        outs = []
        for i in range(active.shape[0]):
            mask = (selected == active[i]).any(axis=-1, keep_dims=True).astype(x.dtype)
            outs.append(mask * x)
        return ops.stack(outs).sum(axis=0)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.moe = SparseMoE()
        self.head = nn.Dense(32, 2)

    def construct(self, x):
        return self.head(self.moe(x))


net = Model()
step_fn = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
rng = np.random.default_rng(0)
for step in range(5):
    x = Tensor(rng.standard_normal((16, 32)).astype(np.float32))
    y = Tensor(rng.integers(0, 2, 16).astype(np.int32))
    print(f"step {step} loss {step_fn(x, y).asnumpy():.4f}")
