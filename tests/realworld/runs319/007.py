# MLP classifier port; HF-style _init_weights (nn.init.normal_(w, mean=0.0, std=0.02)) ported to MindSpore
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import initializer, Normal, Zero
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
NUM_CLASSES, DIM = 10, 32

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(0, 1.0, (NUM_CLASSES, DIM))
    y = rng.integers(0, NUM_CLASSES, n)
    x = centers[y] + rng.normal(0, 0.7, (n, DIM))
    return x.astype(np.float32), y.astype(np.int32)

class MLPClassifier(nn.Cell):
    def __init__(self, hidden=128, initializer_range=0.02):
        super().__init__()
        self.initializer_range = initializer_range
        self.net = nn.SequentialCell([
            nn.Dense(DIM, hidden), nn.GELU(), nn.Dense(hidden, hidden), nn.GELU(), nn.Dense(hidden, NUM_CLASSES)])
        self._init_weights()

    def _init_weights(self):
        # torch: nn.init.normal_(module.weight, 0.0, self.config.initializer_range); module.bias.data.zero_()
        for _, cell in self.cells_and_names():
            if isinstance(cell, nn.Dense):
                cell.weight.set_data(initializer(Normal(0.0, self.initializer_range), cell.weight.shape, cell.weight.dtype))
                cell.bias.set_data(initializer(Zero(), cell.bias.shape, cell.bias.dtype))

    def construct(self, x):
        return self.net(x)

xtr, ytr = make_data(2048, 0)
xva, yva = make_data(512, 1)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)
net = MLPClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(8):
    net.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(loss.asnumpy())
    net.set_train(False)
    pred = net(ms.Tensor(xva)).argmax(axis=1).asnumpy()
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {(pred == yva).mean():.4f}")
