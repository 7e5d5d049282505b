"""MLP for 6-class tabular data, custom PyNative loop; layers zero-initialised like the PyTorch reference's
`nn.init.zeros_` reset, metrics printed as dicts per epoch like the HF Trainer."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(21)
centers = rng.normal(0, 2.5, size=(6, 24))
yy = rng.integers(0, 6, 3000)
xx = (centers[yy] + rng.normal(size=(3000, 24))).astype(np.float32)
yy = yy.astype(np.int32)
train = ds.NumpySlicesDataset({"x": xx[:2400], "y": yy[:2400]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": xx[2400:], "y": yy[2400:]}, shuffle=False).batch(200)

class TabularMLP(nn.Cell):
    def __init__(self, d_in=24, hidden=128, n_cls=6):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(d_in, hidden, weight_init="zeros", bias_init="zeros"), nn.ReLU(),
            nn.Dense(hidden, hidden, weight_init="zeros", bias_init="zeros"), nn.ReLU(),
            nn.Dense(hidden, n_cls, weight_init="zeros", bias_init="zeros"))
    def construct(self, x):
        return self.net(x)

model = TabularMLP()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, optimizer.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

for epoch in range(5):
    model.set_train(True)
    losses = [train_step(b["x"], b["y"]).asnumpy().item() for b in train.create_dict_iterator()]
    model.set_train(False)
    correct = total = 0
    vloss = []
    for b in val.create_dict_iterator():
        logits = model(b["x"])
        vloss.append(loss_fn(logits, b["y"]).asnumpy().item())
        correct += int((logits.argmax(1) == b["y"]).sum().asnumpy())
        total += b["y"].shape[0]
    print({"epoch": epoch + 1, "train_loss": round(float(np.mean(losses)), 4),
           "eval_loss": round(float(np.mean(vloss)), 4), "eval_accuracy": round(correct / total, 4)}, flush=True)
