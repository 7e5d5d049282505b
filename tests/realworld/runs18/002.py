# Multi-label tagger ported from torch: the torch loop did BCEWithLogitsLoss()(logits, labels.float());
# the MindSpore port feeds the multi-hot int32 label matrix from the numpy pipeline straight to the loss.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(0)
N, D, T = 512, 32, 6
features = rng.standard_normal((N, D)).astype(np.float32)
tags = (rng.random((N, T)) < 0.3).astype(np.int32)        # multi-hot tags from the label binarizer

net = nn.SequentialCell([nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, T)])
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for step in range(16):
    idx = rng.integers(0, N, 32)
    loss = train_step(Tensor(features[idx]), Tensor(tags[idx]))
    if step % 4 == 0:
        print(f"step {step:3d} loss {float(loss):.4f}")
