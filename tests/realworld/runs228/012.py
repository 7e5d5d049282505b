# PyNative custom training loop (PyTorch-style) for a small CNN, with checkpoint save and reload for evaluation
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    x = rng.normal(0, 1.0, (n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):
        r, q = divmod(int(c), 2)
        x[i, 0, r * 8 + 1:r * 8 + 7, q * 8 + 1:q * 8 + 7] += 0.35
    return x, y
Xtr, ytr = make(1000)
Xva, yva = make(200)
train = ds.NumpySlicesDataset((Xtr, ytr), column_names=["image", "label"], shuffle=True).batch(32)

class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.bn2 = nn.BatchNorm2d(32)
        self.pool = nn.MaxPool2d(2, 2)
        self.fc = nn.Dense(32 * 4 * 4, 4)
    def construct(self, x):
        x = self.pool(ops.relu(self.bn1(self.conv1(x))))
        x = self.pool(ops.relu(self.bn2(self.conv2(x))))
        return self.fc(x.flatten(start_dim=1))

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=1e-4)

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

def evaluate(model):
    model.set_train(False)
    pred = model(ms.Tensor(Xva)).argmax(1).asnumpy()
    return float((pred == yva).mean())

for epoch in range(4):
    net.set_train(True)
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"epoch {epoch} val_acc {evaluate(net):.4f}", flush=True)

ms.save_checkpoint(net, "small_cnn.ckpt")
restored = SmallCNN()
not_loaded, unused = ms.load_param_into_net(restored, ms.load_checkpoint("small_cnn.ckpt"))
print(f"restored checkpoint: params not loaded {not_loaded}, unused {unused}")
print(f"restored val_acc {evaluate(restored):.4f}")
