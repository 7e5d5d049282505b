# MLP classifier on synthetic 10-class 16x16 images. The torch version used
# torch.cuda.amp.GradScaler(init_scale=1024); here the loss scale is set on the optimizer.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

N_CLS = 10
protos = np.random.rand(N_CLS, 3, 16, 16).astype(np.float32)
def make(n):
    y = np.random.randint(0, N_CLS, n).astype(np.int32)
    x = (protos[y] + 0.3 * np.random.randn(n, 3, 16, 16)).astype(np.float32)
    return x, y
xtr, ytr = make(2048)
train = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(64, drop_remainder=True)

class MLPNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.body = nn.SequentialCell(nn.Dense(3 * 16 * 16, 256), nn.ReLU(),
                                      nn.Dense(256, 128), nn.ReLU())
        self.head = nn.Dense(128, N_CLS)
    def construct(self, x):
        return self.head(self.body(self.flatten(x)))

net = MLPNet()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9,
                        weight_decay=5e-4, loss_scale=1024.0)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss

print(f"train batches/epoch: {train.get_dataset_size()}")
for epoch in range(6):
    net.set_train(True)
    losses, correct, seen = [], 0, 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        losses.append(float(loss.asnumpy()))
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {losses[-1]:.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(xtr[:512])).argmax(axis=1).asnumpy()
    print(f"epoch {epoch} avg_loss {np.mean(losses):.4f} acc {(pred == ytr[:512]).mean():.4f}")
