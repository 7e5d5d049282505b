# Healthy: HF causal-LM loop (labels shifted once, in the loss) with linear warm-up + cosine decay,
# ported to a MindSpore value_and_grad loop with a per-step learning-rate list.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
V, L, B, STEPS, WARM = 32, 16, 32, 200, 20
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64); self.mlp = nn.SequentialCell(nn.Dense(64, 128), nn.GELU(), nn.Dense(128, V))
    def construct(self, x): return self.mlp(self.emb(x))
net = TinyLM(); ce = nn.CrossEntropyLoss()
warm = [3e-3 * (i + 1) / WARM for i in range(WARM)]
lr = warm + nn.cosine_decay_lr(1e-4, 3e-3, STEPS - WARM, 1, STEPS - WARM)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr)
def fwd(ids):
    logits = net(ids)
    return ce(logits[:, :-1, :].reshape(-1, V), ids[:, 1:].reshape(-1))
gf = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(1, STEPS + 1):
    a = np.random.randint(0, V, (B, L // 2)); ids = np.stack([a, (a * 7 + 3) % V], -1).reshape(B, L)
    loss, g = gf(ms.Tensor(ids, ms.int32)); opt(g)
    if step % 20 == 0: print(f"step {step:4d} | lr {lr[step-1]:.2e} | loss {loss.asnumpy():.4f}")
print("training finished")
