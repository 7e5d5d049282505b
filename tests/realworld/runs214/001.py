import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)
np.random.seed(0)

def make_data(n=2048, d=32, k=4):
    centers = np.random.randn(k, d).astype(np.float32) * 0.25
    y = np.random.randint(0, k, size=n).astype(np.int32)
    x = centers[y] + np.random.randn(n, d).astype(np.float32)
    return x, y

x, y = make_data()
train = ds.NumpySlicesDataset({"x": x[:1792], "y": y[:1792]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[1792:], "y": y[1792:]}, shuffle=False).batch(64)

class MLP(nn.Cell):
    def __init__(self, d=32, h=64, k=4):
        super().__init__()
        self.fc1 = nn.Dense(d, h)
        self.act = nn.GELU()
        self.drop = nn.Dropout(p=0.1)
        self.fc2 = nn.Dense(h, k)
    def construct(self, x):
        return self.fc2(self.drop(self.act(self.fc1(x))))

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, _), grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss

for epoch in range(5):
    net.set_train(True)
    tot, n = 0.0, 0
    for step, (bx, by) in enumerate(train.create_tuple_iterator()):
        loss = train_step(bx, by)
        tot += float(loss); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    net.set_train(False)
    correct, total = 0, 0
    for bx, by in val.create_tuple_iterator():
        pred = net(bx).argmax(axis=1)
        correct += int((pred == by).sum()); total += by.shape[0]
    print(f"epoch {epoch} train_loss {tot/n:.4f} val_acc {correct/total:.4f}")
print("training finished")
