"""Churn classifier ported from a PyTorch training script. The initial weights are exported once from
the torch run (here: a numpy file with the same values) so both frameworks start from the same point."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)

N_FEAT = 12

class ChurnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(N_FEAT, 48), nn.ReLU(), nn.Dense(48, 48), nn.ReLU())
        self.head = nn.Dense(48, 2)

    def construct(self, x):
        return self.head(self.body(x))

def make_split(n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    logit = 1.5 * x[:, 0] - 2.0 * x[:, 3] + x[:, 5] * x[:, 7]
    y = (logit > 0).astype(np.int32)
    return x, y

xtr, ytr = make_split(3000)
xva, yva = make_split(600)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)

model = ChurnNet()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)

# same initial weights as the torch reference run (torch Linear weight layout == nn.Dense layout)
init_file = "/home/user/project/churn_init.npz"
if not os.path.exists(init_file):
    np.savez(init_file, **{p.name: p.asnumpy() for p in ChurnNet().get_parameters()})
init = np.load(init_file)
model = ChurnNet()
not_loaded, _ = ms.load_param_into_net(model, {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in init.items()})
print("initial weights loaded, not loaded:", not_loaded)

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits

def evaluate():
    model.set_train(False)
    pred = model(ms.Tensor(xva)).argmax(axis=-1).asnumpy()
    return float((pred == yva).mean())

for epoch in range(1, 7):
    model.set_train(True)
    tot, correct, seen = 0.0, 0, 0
    for batch in train.create_dict_iterator():
        loss, logits = train_step(batch["x"], batch["y"])
        tot += float(loss.asnumpy()) * batch["x"].shape[0]
        correct += int((logits.argmax(axis=-1) == batch["y"]).sum().asnumpy())
        seen += batch["x"].shape[0]
    print(f"Epoch {epoch}/6 - train_loss: {tot / seen:.4f} - train_acc: {correct / seen:.4f} - val_acc: {evaluate():.4f}")
