# Port of a PyTorch half-precision regression script (model.half() -> cast every parameter to fp16).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.standard_normal((512, 16)).astype(np.float32)
w = rng.standard_normal((16, 1)).astype(np.float32)
Y = (X @ w + 0.1 * rng.standard_normal((512, 1))).astype(np.float32)

dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
for p in net.get_parameters():
    p.set_dtype(ms.float16)
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
