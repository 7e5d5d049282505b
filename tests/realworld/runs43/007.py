# Mistake: bag-of-words features built with np.bincount (int64 counts); the torch code did
# `features.float()` before the Linear layer, the port wraps the counts in ms.Tensor without
# a dtype cast and feeds int64 into nn.Dense (float32 weight).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
VOCAB = 50
rng = np.random.default_rng(0)
docs = [rng.integers(0, VOCAB, rng.integers(5, 20)) for _ in range(32)]
labels = np.array([int(d.mean() > VOCAB / 2) for d in docs], np.int32)
features = np.stack([np.bincount(d, minlength=VOCAB) for d in docs])   # int64

net = nn.SequentialCell(nn.Dense(VOCAB, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), 1e-2)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for epoch in range(5):
    for i in range(0, 32, 8):
        loss = train_step(ms.Tensor(features[i:i + 8]), ms.Tensor(labels[i:i + 8]))
    print("epoch", epoch, "loss", loss)
