# BCE multi-label head; targets from a pandas/numpy float64 label matrix (torch: labels.float())
import numpy as np
import mindspore as ms
from mindspore import nn, mint
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
labels_matrix = np.random.rand(256, 5) > 0.7          # bool
feats = np.random.randn(256, 20).astype(np.float32)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5))
opt = nn.AdamWeightDecay(net.trainable_params(), 1e-3)
def fwd(x, y):
    logits = net(x)
    return mint.nn.functional.binary_cross_entropy_with_logits(logits, y)
gf = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(5):
    idx = np.random.choice(256, 32)
    x = ms.Tensor(feats[idx]); y = ms.Tensor(labels_matrix[idx].astype(float))
    loss, g = gf(x, y); opt(g)
    print("step", step, "loss", loss)
