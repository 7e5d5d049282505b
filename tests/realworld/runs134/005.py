"""House-price regression (sq-ft, rooms, age, lot size...) with a linear+MLP head, plain SGD.
Features are fed raw, as they come out of the CSV."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(42)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(42)
N = 2048
sqft = rng.uniform(500, 4500, N)
rooms = rng.integers(1, 8, N)
age = rng.uniform(0, 100, N)
lot = rng.uniform(1000, 20000, N)
dist = rng.uniform(0.5, 40, N)
X = np.stack([sqft, rooms, age, lot, dist], 1).astype(np.float32)
price = (150 * sqft + 10000 * rooms - 800 * age + 4 * lot - 2000 * dist + rng.normal(0, 20000, N)) / 1000.0  # in k$
y = price.astype(np.float32).reshape(-1, 1)

net = nn.SequentialCell(nn.Dense(5, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)

def forward(x, t):
    return loss_fn(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

BATCH = 64
for epoch in range(1, 4):
    perm = rng.permutation(N)
    running = 0.0
    for step in range(N // BATCH):
        idx = perm[step * BATCH:(step + 1) * BATCH]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
        opt(grads)
        running += float(loss.asnumpy())
        if (step + 1) % 8 == 0:
            print(f"[epoch {epoch}] step {step + 1:3d}/{N // BATCH}  loss: {running / 8:.4f}")
            running = 0.0
print("done")
