# Port of a Hugging Face style MLP classifier head, including PreTrainedModel._init_weights:
#   torch: module.weight.data.normal_(mean=0.0, std=config.initializer_range); module.bias.data.zero_()
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.common.initializer import initializer, Normal, Zero

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

D, H, C = 32, 128, 6
INITIALIZER_RANGE = 0.02

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(11).normal(0, 0.35, size=(C, D))
    y = rng.integers(0, C, size=n)
    x = centers[y] + rng.normal(size=(n, D))
    return x.astype(np.float32), y.astype(np.int32)

class MLPClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_in = nn.Dense(D, H)
        self.dense_hidden = nn.Dense(H, H)
        self.out_proj = nn.Dense(H, C)
        self.act = nn.GELU(approximate=False)
        self._init_weights()

    def _init_weights(self):
        for _, cell in self.cells_and_names():
            if isinstance(cell, nn.Dense):
                cell.weight.set_data(initializer(Normal(0.0, INITIALIZER_RANGE), cell.weight.shape, cell.weight.dtype))
                cell.bias.set_data(initializer(Zero(), cell.bias.shape, cell.bias.dtype))

    def construct(self, x):
        h = self.act(self.dense_in(x))
        h = self.act(self.dense_hidden(h))
        return self.out_proj(h)

xtr, ytr = make_data(3000, 0)
xva, yva = make_data(600, 1)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["x", "y"], shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset((xva, yva), column_names=["x", "y"], shuffle=False).batch(200)

model = MLPClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
def forward_fn(x, y):
    return loss_fn(model(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

def evaluate():
    model.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((model(x).argmax(-1) == y).astype(ms.int32).sum().asnumpy())
        total += y.shape[0]
    return correct / total

for epoch in range(8):
    model.set_train()
    losses = [float(train_step(x, y).asnumpy()) for x, y in train_ds.create_tuple_iterator()]
    print(f"epoch {epoch}: train loss {np.mean(losses):.4f} val acc {evaluate():.4f}")
