# Resume fine-tuning after a refactor: attention attribute renamed attn -> self_attn and mlp -> ffn
# to match HF naming. The old checkpoint (saved before the rename) is loaded with load_param_into_net.
import os, numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
D, V = 32, 50
class BlockV1(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = nn.Dense(D, D); self.mlp = nn.Dense(D, D); self.norm = nn.LayerNorm((D,))
    def construct(self, x): return self.norm(x + self.mlp(ops.relu(self.attn(x))))
class BlockV2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.self_attn = nn.Dense(D, D); self.ffn = nn.Dense(D, D); self.norm = nn.LayerNorm((D,))
    def construct(self, x): return self.norm(x + self.ffn(ops.relu(self.self_attn(x))))
class Model(nn.Cell):
    def __init__(self, block):
        super().__init__()
        self.embed = nn.Embedding(V, D); self.blocks = nn.CellList([block() for _ in range(2)]); self.head = nn.Dense(D, V)
    def construct(self, x):
        h = self.embed(x)
        for b in self.blocks: h = b(h)
        return self.head(h)
X = np.random.randint(0, V, (256, 8)).astype(np.int32); Y = ((X * 3 + 1) % V).astype(np.int32)
ce = nn.CrossEntropyLoss()
def train(net, steps, tag):
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    gf = ms.value_and_grad(lambda x, y: ce(net(x).reshape(-1, V), y.reshape(-1)), None, opt.parameters)
    for s in range(steps):
        i = (s * 32) % 256
        loss, g = gf(ms.Tensor(X[i:i+32]), ms.Tensor(Y[i:i+32])); opt(g)
        if s % 10 == 0 or s == steps - 1: print(f"[{tag}] step {s} loss {loss.asnumpy():.4f}")
os.makedirs("ckpt_005", exist_ok=True)
if not os.path.exists("ckpt_005/stage1.ckpt"):
    v1 = Model(BlockV1); train(v1, 120, "stage1"); ms.save_checkpoint(v1, "ckpt_005/stage1.ckpt")
print("---- stage 2: resume from ckpt_005/stage1.ckpt with refactored model ----")
v2 = Model(BlockV2)
param_dict = ms.load_checkpoint("ckpt_005/stage1.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(v2, param_dict)
print(f"loaded checkpoint ckpt_005/stage1.ckpt ({len(param_dict)} tensors)")
train(v2, 40, "stage2")
