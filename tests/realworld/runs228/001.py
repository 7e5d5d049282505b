# Port of a PyTorch tabular regression script: features come from pandas/numpy as float64
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 16))            # float64, like df.values
y = (X @ rng.normal(size=(16, 1))).astype(np.float32)

class TabDataset:
    def __init__(self, X, y):
        self.X, self.y = X, y
    def __getitem__(self, i):
        return self.X[i], self.y[i]
    def __len__(self):
        return len(self.X)

loader = ds.GeneratorDataset(TabDataset(X, y), column_names=["x", "y"], shuffle=True).batch(32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, 1)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

net = MLP()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for epoch in range(3):
    for step, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss = train_step(xb, yb)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
