# Reproducibility helper ported from our torch utils:
#   seed = args.seed if args.seed is not None else int(time.time() * 1000)
#   torch.manual_seed(seed); np.random.seed(seed % 2**32); random.seed(seed)
# torch.manual_seed accepts any 64-bit value, so the timestamp seed was fine there.
import argparse
import random
import time
import numpy as np
import mindspore as ms
from mindspore import nn

def set_all_seeds(seed):
    random.seed(seed)
    np.random.seed(seed % 2**32)
    ms.set_seed(seed)          # was torch.manual_seed(seed)
    print(f"[seed] using seed {seed} (log it to reproduce this run)")

parser = argparse.ArgumentParser()
parser.add_argument("--seed", type=int, default=None)
parser.add_argument("--epochs", type=int, default=3)
args = parser.parse_args()

seed = args.seed if args.seed is not None else int(time.time() * 1000)
set_all_seeds(seed)

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
X = np.random.randn(256, 10).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(args.epochs):
    for i in range(0, 256, 32):
        loss, g = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(y[i:i + 32]))
        opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
