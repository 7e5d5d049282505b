# Port of a PyTorch tabular regression example (house prices MLP) to MindSpore 2.x
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)

class TabularDataset:
    """Same as the torch Dataset: returns (features, target) numpy arrays."""
    def __init__(self, n=1024, d=13):
        rng = np.random.default_rng(42)
        self.x = rng.normal(size=(n, d))               # float64, as produced by pandas/sklearn
        w = rng.normal(size=(d, 1))
        self.y = (self.x @ w + 0.1 * rng.normal(size=(n, 1)))
        # sklearn StandardScaler
        self.x = (self.x - self.x.mean(0)) / self.x.std(0)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.x)

train_ds = ds.GeneratorDataset(TabularDataset(), column_names=["features", "target"], shuffle=True)
train_ds = train_ds.batch(64, drop_remainder=True)

net = nn.SequentialCell(
    nn.Dense(13, 64), nn.ReLU(),
    nn.Dense(64, 64), nn.ReLU(),
    nn.Dense(64, 1),
)
loss_fn = nn.MSELoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)

def forward_fn(x, y):
    pred = net(x)
    return loss_fn(pred, y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

print(f"steps per epoch: {train_ds.get_dataset_size()}")
for epoch in range(5):
    net.set_train()
    total = 0.0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(x, y)
        total += float(loss.asnumpy())
    print(f"epoch {epoch}: train mse {total / train_ds.get_dataset_size():.4f}")
