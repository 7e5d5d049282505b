# Resume fine-tuning: weights + optimizer state from checkpoint-200.
# The first run used AdamWeightDecay (torch AdamW); the resume script was rewritten with nn.Adam.
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TinyEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(300, 32)
        self.ffn = nn.Dense(32, 32)
        self.head = nn.Dense(32, 2)
    def construct(self, ids):
        return self.head(ops_relu(self.ffn(self.embed(ids).mean(axis=1))))

from mindspore import ops
ops_relu = ops.relu

def train_some(net, opt, steps):
    loss_fn = nn.CrossEntropyLoss()
    gf = ms.value_and_grad(lambda i, y: loss_fn(net(i), y), None, opt.parameters)
    rng = np.random.default_rng(1)
    for s in range(steps):
        ids = ms.Tensor(rng.integers(0, 300, (8, 12)).astype(np.int32))
        y = ms.Tensor(rng.integers(0, 2, 8).astype(np.int32))
        loss, g = gf(ids, y)
        opt(g)
    return loss

os.makedirs("ckpt_004/checkpoint-200", exist_ok=True)
# ---- first run (already done on the cluster; reproduced here) ----
net = TinyEncoder()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
loss = train_some(net, opt, 5)
ms.save_checkpoint(net, "ckpt_004/checkpoint-200/model.ckpt")
ms.save_checkpoint(opt, "ckpt_004/checkpoint-200/optimizer.ckpt")
print(f"first run saved, last loss {loss.asnumpy():.4f}")

# ---- resume script ----
net = TinyEncoder()
optimizer = nn.Adam(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
ms.load_param_into_net(net, ms.load_checkpoint("ckpt_004/checkpoint-200/model.ckpt"), strict_load=True)
opt_state = ms.load_checkpoint("ckpt_004/checkpoint-200/optimizer.ckpt")
not_loaded, ckpt_unused = ms.load_param_into_net(optimizer, opt_state, strict_load=True)
if not_loaded:
    raise RuntimeError(f"optimizer state incomplete, cannot resume exactly: {len(not_loaded)} missing, e.g. {not_loaded[:4]}; "
                       f"unused checkpoint entries e.g. {ckpt_unused[:4]}")
loss = train_some(net, optimizer, 5)
print(f"resumed, loss {loss.asnumpy():.4f}")
