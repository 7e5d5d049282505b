# SwiGLU MLP ported from a HF LLaMA-style torch module (gate, up = x.chunk / split along dim=-1)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SwiGLU(nn.Cell):
    def __init__(self, hidden=64, inter=128):
        super().__init__()
        self.gate_up = nn.Dense(hidden, 2 * inter, has_bias=False)
        self.down = nn.Dense(inter, hidden, has_bias=False)
        self.inter = inter
    def construct(self, x):
        gate, up = ops.split(self.gate_up(x), self.inter, dim=-1)
        return self.down(ops.silu(gate) * up)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 64)
        self.mlp = SwiGLU()
        self.norm = nn.LayerNorm((64,))
        self.lm_head = nn.Dense(64, 100, has_bias=False)
    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.mlp(self.norm(h))
        return self.lm_head(h)

net = TinyLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
def fwd(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, 100), labels.reshape(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
@ms.jit
def step(ids, labels):
    loss, g = grad_fn(ids, labels)
    opt(g)
    return loss
ids = np.random.randint(0, 100, (4, 16)).astype(np.int32)
for i in range(10):
    print(f"step {i} loss {step(Tensor(ids[:, :-1]), Tensor(ids[:, 1:])).asnumpy():.4f}")
