"""Port of a PyTorch tabular classifier. The torch version fed features and targets from two arrays via
TensorDataset; here the two arrays become two mindspore.dataset sources zipped together."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
np.random.seed(9)
rng = np.random.default_rng(9)

N_FEAT, N_CLS = 16, 3
w_true = rng.standard_normal((N_FEAT, N_CLS)).astype(np.float32)


def make_split(n):
    x = rng.standard_normal((n, N_FEAT)).astype(np.float32)
    y = np.argmax(x @ w_true + 0.3 * rng.standard_normal((n, N_CLS)), axis=1).astype(np.int32)
    return x, y


x_tr, y_tr = make_split(3000)
x_va, y_va = make_split(600)

features = ds.NumpySlicesDataset(x_tr, column_names=["features"])
targets = ds.NumpySlicesDataset(y_tr, column_names=["label"])
train_ds = ds.zip((features, targets)).batch(50, drop_remainder=True)
val_ds = ds.zip((ds.NumpySlicesDataset(x_va, column_names=["features"], shuffle=False),
                 ds.NumpySlicesDataset(y_va, column_names=["label"], shuffle=False))).batch(100)
print("train batches:", train_ds.get_dataset_size(), "val batches:", val_ds.get_dataset_size())


class TabularNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(N_FEAT, 64)
        self.fc2 = nn.Dense(64, 64)
        self.out = nn.Dense(64, N_CLS)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.out(self.act(self.fc2(self.act(self.fc1(x)))))


net = TabularNet()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)


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
