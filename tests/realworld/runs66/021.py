# Reproducibility check of the port (torch: torch.manual_seed(42); torch.use_deterministic_algorithms(True)).
# Train twice from the same seed and require identical loss curves.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU", deterministic="ON")

def run(seed):
    ms.set_seed(seed)
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(256, 16)).astype(np.float32)
    Y = (X[:, :4].sum(1) > 0).astype(np.int32)
    net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(64, 2))
    net.set_train(True)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
    losses = []
    for epoch in range(5):
        tot = 0.0
        for i in range(0, 256, 32):
            loss, g = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
            opt(g)
            tot += float(loss.asnumpy())
        losses.append(tot / 8)
        print(f"seed {seed} epoch {epoch} mean loss {losses[-1]:.6f}")
    return np.array(losses)

a = run(42)
b = run(42)
print("max |run1 - run2| =", float(np.abs(a - b).max()))
print("reproducible:", bool(np.array_equal(a, b)))
