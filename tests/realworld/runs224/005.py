# Port of a PyTorch training step to graph mode for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.fc2 = nn.Dense(64, 3)
        self.relu = nn.ReLU()
    def construct(self, x):
        h = self.relu(self.fc1(x))
        # kept from the original torch code: fall back to the first 3 features if the head fails
        try:
            out = self.fc2(h)
        except ValueError:
            out = h[:, :3]
        return out

rng = np.random.default_rng(0)
X = rng.standard_normal((300, 20)).astype(np.float32)
Y = (X[:, :3].argmax(1)).astype(np.int32)
dataset = ds.NumpySlicesDataset((X, Y), column_names=["x", "y"], shuffle=True).batch(30)

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(x, y)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
