# MLP classifier ported line by line from PyTorch (nn.Dropout(0.1) after each hidden layer),
# trained with value_and_grad on 10-class synthetic feature vectors.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

N_CLS, D = 10, 32
centers = np.random.randn(N_CLS, D).astype(np.float32) * 1.5
def make(n):
    y = np.random.randint(0, N_CLS, n).astype(np.int32)
    x = (centers[y] + np.random.randn(n, D)).astype(np.float32)
    return x, y
xtr, ytr = make(4096)
xva, yva = make(1024)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(128)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(D, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 256), nn.ReLU(), nn.Dropout(0.1),
            nn.Dense(256, 128), nn.ReLU(), nn.Dropout(0.1),
        )
        self.head = nn.Dense(128, N_CLS)
    def construct(self, x):
        return self.head(self.body(x))

net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

def evaluate(x, y):
    net.set_train(False)
    pred = net(ms.Tensor(x)).argmax(axis=1).asnumpy()
    net.set_train(True)
    return (pred == y).mean()

for epoch in range(8):
    net.set_train(True)
    tot, n = 0.0, 0
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    print(f"epoch {epoch+1}/8  train_loss {tot/n:.4f}  train_acc {evaluate(xtr, ytr):.4f}  val_acc {evaluate(xva, yva):.4f}")
