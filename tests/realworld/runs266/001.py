# Port of a PyTorch MLP classifier (torch.nn.Sequential + Adam) to MindSpore, PyNative mode.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

def make_data(n=2048, d=20, k=4):
    centers = np.random.randn(k, d).astype(np.float32) * 3
    y = np.random.randint(0, k, size=n).astype(np.int32)
    x = centers[y] + np.random.randn(n, d).astype(np.float32)
    return x, y

x, y = make_data()
train = ds.NumpySlicesDataset({"x": x[:1600], "y": y[:1600]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": x[1600:], "y": y[1600:]}, shuffle=False).batch(128)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 4))
    def construct(self, x):
        return self.net(x)

model = MLP()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    optimizer(grads)
    return loss

for epoch in range(5):
    model.set_train()
    losses = []
    for step, (bx, by) in enumerate(train.create_tuple_iterator()):
        loss = train_step(bx, by)
        losses.append(loss.asnumpy())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    model.set_train(False)
    correct = total = 0
    for bx, by in val.create_tuple_iterator():
        pred = model(bx).argmax(1)
        correct += (pred == by).asnumpy().sum()
        total += by.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct/total:.4f}")
