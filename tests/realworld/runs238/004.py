"""Port of a PyTorch regression loop (house-price style tabular data) to MindSpore functional training."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)

# tabular data: standardise with numpy like the original pandas pipeline
rng = np.random.default_rng(2)
X = rng.normal(size=(1024, 13))
X = (X - X.mean(0)) / X.std(0)
true_w = rng.normal(size=(13, 1))
Y = X @ true_w + 0.1 * rng.normal(size=(1024, 1))
print("X", X.shape, X.dtype, "Y", Y.shape, Y.dtype)

train_ds = ds.NumpySlicesDataset((X, Y), column_names=["x", "y"], shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(13, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


for epoch in range(5):
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        losses.append(train_step(x, y).asnumpy())
    print(f"epoch {epoch}: mse {np.mean(losses):.5f}")
