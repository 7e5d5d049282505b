"""Port of a PyTorch tabular classifier using the torch-compatible mindspore.mint API
(mint.nn.Linear / mint.nn.CrossEntropyLoss / mint.optim.AdamW) so the model code stays close to the original."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(9)
rng = np.random.default_rng(9)

N_FEAT, N_CLS = 16, 3
w_true = rng.standard_normal((N_FEAT, N_CLS)).astype(np.float32)


def make_split(n):
    x = rng.standard_normal((n, N_FEAT)).astype(np.float32)
    y = np.argmax(x @ w_true + 0.3 * rng.standard_normal((n, N_CLS)), axis=1).astype(np.int32)
    return x, y


x_tr, y_tr = make_split(3000)
x_va, y_va = make_split(600)

train_ds = ds.NumpySlicesDataset((x_tr, y_tr), column_names=["features", "label"], shuffle=True)
train_ds = train_ds.batch(50, drop_remainder=True)
val_ds = ds.NumpySlicesDataset((x_va, y_va), column_names=["features", "label"], shuffle=False).batch(100)
print("train batches:", train_ds.get_dataset_size(), "val batches:", val_ds.get_dataset_size())


class TabularNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = mint.nn.Linear(N_FEAT, 64)
        self.fc2 = mint.nn.Linear(64, 64)
        self.out = mint.nn.Linear(64, N_CLS)
        self.act = mint.nn.ReLU()

    def construct(self, x):
        return self.out(self.act(self.fc2(self.act(self.fc1(x)))))


net = TabularNet()
loss_fn = mint.nn.CrossEntropyLoss()
optimizer = mint.optim.AdamW(net.trainable_params(), lr=2e-3)


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

for epoch in range(8):
    net.set_train()
    tot_loss, correct, seen = 0.0, 0, 0
    for x, y in train_ds.create_tuple_iterator():
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        tot_loss += float(loss.asnumpy()) * y.shape[0]
        correct += int((logits.argmax(axis=1) == y).sum().asnumpy())
        seen += y.shape[0]
    net.set_train(False)
    vc = vn = 0
    for x, y in val_ds.create_tuple_iterator():
        vc += int((net(x).argmax(axis=1) == y).sum().asnumpy())
        vn += y.shape[0]
    print(f"epoch {epoch}: train_loss {tot_loss / seen:.4f} train_acc {correct / seen:.4f} val_acc {vc / vn:.4f}")
